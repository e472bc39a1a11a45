"""Blueprint modules: each exposes `bp`; service.BLUEPRINTS lists them."""
