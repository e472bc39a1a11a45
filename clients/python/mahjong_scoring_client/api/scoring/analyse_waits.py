from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.waits_request import WaitsRequest
from ...models.waits_response import WaitsResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: WaitsRequest,
    x_request_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_request_id, Unset):
        headers["X-Request-ID"] = x_request_id

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/waits",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | WaitsResponse | None:
    if response.status_code == 200:
        response_200 = WaitsResponse.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 405:
        response_405 = Problem.from_dict(response.json())

        return response_405

    if response.status_code == 406:
        response_406 = Problem.from_dict(response.json())

        return response_406

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 500:
        response_500 = Problem.from_dict(response.json())

        return response_500

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | WaitsResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: WaitsRequest,
    x_request_id: str | Unset = UNSET,
) -> Response[Problem | WaitsResponse]:
    """The waits (叫糊) of a hand one tile short, and what each is worth

     The request of `/v1/score` without `hand.winning_tile` and `context.win_by` (both are
    refused): the hand holds 13 tiles plus one per kong. `context` is optional. `discarded`
    (optional, up to 136 tiles) lists the copies the player can see elsewhere (discards, other
    players' melds); they lower each wait's `live` count. `liability` is accepted and unused.

    The answer says whether the hand is ready (聽牌), its shanten number (向聽: 0 when ready,
    else the tiles still to change; `shanten_by_shape` per shape the table plays: `standard`
    with the declared melds, and with no meld `seven_pairs` / `thirteen_orphans` and canton-new's
    `knitted_honours` / `knitted_straight` / `thirteen_pyramid` where the ruleset plays them), and every
    wait: each tile kind that completes the hand under the
    ruleset's shapes (special shapes included), in tile order, with

    - `live`: 4 minus the copies in the hand and melds minus those in `discarded`. A tile whose
      every copy is in the hand or melds is not a wait; a wait whose remaining copies are all
      in `discarded` is still listed, with `live` 0 (空聽).
    - `discard` and `self_draw`: the hand completed with that tile scored exactly as
      `POST /v1/score` scores it (best arrangement's `fan` after the limit, `raw`,
      `meets_minimum`, the counted `patterns`). The discard assumes the context's `discarder`
      when given, else the seat before the winner in play order (上家), named in `discarder`.
      Flags of one way of winning apply to that way only: `robbing_kong` to the discard,
      `kong_replacement` and `heavenly` to the self-draw; the other flags to both. A way that
      the context makes impossible for a tile (robbing a kong of a tile the hand holds) is null.

    Answers are cached per hand, context and table; a client may call this after every discard.

    Args:
        x_request_id (str | Unset):
        body (WaitsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WaitsResponse]
    """

    kwargs = _get_kwargs(
        body=body,
        x_request_id=x_request_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: WaitsRequest,
    x_request_id: str | Unset = UNSET,
) -> Problem | WaitsResponse | None:
    """The waits (叫糊) of a hand one tile short, and what each is worth

     The request of `/v1/score` without `hand.winning_tile` and `context.win_by` (both are
    refused): the hand holds 13 tiles plus one per kong. `context` is optional. `discarded`
    (optional, up to 136 tiles) lists the copies the player can see elsewhere (discards, other
    players' melds); they lower each wait's `live` count. `liability` is accepted and unused.

    The answer says whether the hand is ready (聽牌), its shanten number (向聽: 0 when ready,
    else the tiles still to change; `shanten_by_shape` per shape the table plays: `standard`
    with the declared melds, and with no meld `seven_pairs` / `thirteen_orphans` and canton-new's
    `knitted_honours` / `knitted_straight` / `thirteen_pyramid` where the ruleset plays them), and every
    wait: each tile kind that completes the hand under the
    ruleset's shapes (special shapes included), in tile order, with

    - `live`: 4 minus the copies in the hand and melds minus those in `discarded`. A tile whose
      every copy is in the hand or melds is not a wait; a wait whose remaining copies are all
      in `discarded` is still listed, with `live` 0 (空聽).
    - `discard` and `self_draw`: the hand completed with that tile scored exactly as
      `POST /v1/score` scores it (best arrangement's `fan` after the limit, `raw`,
      `meets_minimum`, the counted `patterns`). The discard assumes the context's `discarder`
      when given, else the seat before the winner in play order (上家), named in `discarder`.
      Flags of one way of winning apply to that way only: `robbing_kong` to the discard,
      `kong_replacement` and `heavenly` to the self-draw; the other flags to both. A way that
      the context makes impossible for a tile (robbing a kong of a tile the hand holds) is null.

    Answers are cached per hand, context and table; a client may call this after every discard.

    Args:
        x_request_id (str | Unset):
        body (WaitsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WaitsResponse
    """

    return sync_detailed(
        client=client,
        body=body,
        x_request_id=x_request_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: WaitsRequest,
    x_request_id: str | Unset = UNSET,
) -> Response[Problem | WaitsResponse]:
    """The waits (叫糊) of a hand one tile short, and what each is worth

     The request of `/v1/score` without `hand.winning_tile` and `context.win_by` (both are
    refused): the hand holds 13 tiles plus one per kong. `context` is optional. `discarded`
    (optional, up to 136 tiles) lists the copies the player can see elsewhere (discards, other
    players' melds); they lower each wait's `live` count. `liability` is accepted and unused.

    The answer says whether the hand is ready (聽牌), its shanten number (向聽: 0 when ready,
    else the tiles still to change; `shanten_by_shape` per shape the table plays: `standard`
    with the declared melds, and with no meld `seven_pairs` / `thirteen_orphans` and canton-new's
    `knitted_honours` / `knitted_straight` / `thirteen_pyramid` where the ruleset plays them), and every
    wait: each tile kind that completes the hand under the
    ruleset's shapes (special shapes included), in tile order, with

    - `live`: 4 minus the copies in the hand and melds minus those in `discarded`. A tile whose
      every copy is in the hand or melds is not a wait; a wait whose remaining copies are all
      in `discarded` is still listed, with `live` 0 (空聽).
    - `discard` and `self_draw`: the hand completed with that tile scored exactly as
      `POST /v1/score` scores it (best arrangement's `fan` after the limit, `raw`,
      `meets_minimum`, the counted `patterns`). The discard assumes the context's `discarder`
      when given, else the seat before the winner in play order (上家), named in `discarder`.
      Flags of one way of winning apply to that way only: `robbing_kong` to the discard,
      `kong_replacement` and `heavenly` to the self-draw; the other flags to both. A way that
      the context makes impossible for a tile (robbing a kong of a tile the hand holds) is null.

    Answers are cached per hand, context and table; a client may call this after every discard.

    Args:
        x_request_id (str | Unset):
        body (WaitsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WaitsResponse]
    """

    kwargs = _get_kwargs(
        body=body,
        x_request_id=x_request_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: WaitsRequest,
    x_request_id: str | Unset = UNSET,
) -> Problem | WaitsResponse | None:
    """The waits (叫糊) of a hand one tile short, and what each is worth

     The request of `/v1/score` without `hand.winning_tile` and `context.win_by` (both are
    refused): the hand holds 13 tiles plus one per kong. `context` is optional. `discarded`
    (optional, up to 136 tiles) lists the copies the player can see elsewhere (discards, other
    players' melds); they lower each wait's `live` count. `liability` is accepted and unused.

    The answer says whether the hand is ready (聽牌), its shanten number (向聽: 0 when ready,
    else the tiles still to change; `shanten_by_shape` per shape the table plays: `standard`
    with the declared melds, and with no meld `seven_pairs` / `thirteen_orphans` and canton-new's
    `knitted_honours` / `knitted_straight` / `thirteen_pyramid` where the ruleset plays them), and every
    wait: each tile kind that completes the hand under the
    ruleset's shapes (special shapes included), in tile order, with

    - `live`: 4 minus the copies in the hand and melds minus those in `discarded`. A tile whose
      every copy is in the hand or melds is not a wait; a wait whose remaining copies are all
      in `discarded` is still listed, with `live` 0 (空聽).
    - `discard` and `self_draw`: the hand completed with that tile scored exactly as
      `POST /v1/score` scores it (best arrangement's `fan` after the limit, `raw`,
      `meets_minimum`, the counted `patterns`). The discard assumes the context's `discarder`
      when given, else the seat before the winner in play order (上家), named in `discarder`.
      Flags of one way of winning apply to that way only: `robbing_kong` to the discard,
      `kong_replacement` and `heavenly` to the self-draw; the other flags to both. A way that
      the context makes impossible for a tile (robbing a kong of a tile the hand holds) is null.

    Answers are cached per hand, context and table; a client may call this after every discard.

    Args:
        x_request_id (str | Unset):
        body (WaitsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WaitsResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            x_request_id=x_request_id,
        )
    ).parsed
