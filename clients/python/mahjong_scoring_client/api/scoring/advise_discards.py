from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.discards_request import DiscardsRequest
from ...models.discards_response import DiscardsResponse
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: DiscardsRequest,
    x_request_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_request_id, Unset):
        headers["X-Request-ID"] = x_request_id

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/discards",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DiscardsResponse | Problem | None:
    if response.status_code == 200:
        response_200 = DiscardsResponse.from_dict(response.json())

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
) -> Response[DiscardsResponse | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: DiscardsRequest,
    x_request_id: str | Unset = UNSET,
) -> Response[DiscardsResponse | Problem]:
    """The hand coach (何切): every discard of a hand just after a draw, valued under the table's rules

     The request of `/v1/waits` for the hand as held just after a draw: `hand.concealed` holds
    14 tiles counting the drawn one (plus one per kong; declared melds count 3 each), and
    `hand.drawn` may name which of them was drawn. 13 tiles are refused (`wrong_tile_count`;
    a hand waiting for a tile is `POST /v1/waits`'s). `context` is that of `/v1/waits` and
    applies to every win valued (the win in hand and each wait). `discarded` (optional, up to
    136 tiles) lists the copies the player can see elsewhere (discards, other players' melds).

    The answer lists every distinct discard (`discards`), each with:

    - `shanten` of the 13 tiles left and `shanten_by_shape`, exactly as `POST /v1/waits` gives
      them for those 13 tiles (0 when ready);
    - `improving` (受入): the tile kinds whose draw lowers that shanten, with their `live`
      counts (for a ready hand, its waits), and `improving_live`, their sum;
    - `waits`: when the hand is ready, every wait exactly as `POST /v1/waits` answers for the
      13 tiles left with the discarded tile added to `discarded`, and in each way's value
      `receives`: what the player would receive under the table's payouts (every payer
      together; 0 below the minimum, where the win cannot be declared). An amount that cannot
      be computed (a fan past the table's `multipliers`) or written exactly as a JSON number
      (beyond 2^53) is null, with `receives_unavailable` saying why and what fixes it;
    - `summary` (ready hands): `winning_live`, the live copies of the waits on which some way
      of winning meets the minimum; `winning_live_on_discard`, those on which a discard win
      meets it; `best_fan`; and `expected_receipt`, over the live copies of every wait the
      mean of what a win on it pays, each way weighted ½ (rounded to 4 decimals; null when no
      copy is live, or with `expected_receipt_unavailable` when it cannot be written exactly).

    Live counts: 4 minus the copies in the hand and melds, minus those in `discarded`, minus
    the tile this option discards.

    **Sort policy** (best first): ready hands first, by `summary.winning_live` (more first),
    then `summary.expected_receipt` (more first), then `summary.best_fan`; then the hands not
    ready, by `shanten` (lower first), then `improving_live` (more first). Ties keep tile order
    (1m … 9m, 1p … 9s, 東 … 中). A ready hand whose waits cannot reach the minimum sorts last
    among the ready hands: in Hong Kong play such a hand cannot win (起糊).

    `complete` says whether the 14 tiles already form a winning hand (some discard would leave
    a hand waiting on the very tile discarded); `win` then gives its self-drawn value on
    `drawn` (or, without it, on the tile that scores best, `assumed: true`); `POST /v1/score`
    (`score_with`) gives the full score (suppressed patterns, arrangement, payments).
    `shanten` is -1 then, else the best option's.

    With `best_reachable: true`, each discard that leaves the hand one exchange from ready
    also gets `best_reachable`: the best win it can reach (draw, then discard, then win on a
    wait, by a way that meets the minimum: the most fan, then the larger receipt). It costs
    several plain calls (every draw and second discard is analysed), hence only on request.

    Readiness by a shape without a shanten number (canton-new 二不槓 / 三不槓, 十三不搭) is found
    once the 13 tiles left are ready; `improving` counts only the shapes with a number.
    Analyses are cached per hand, context and table (`discarded` only changes live counts).

    Args:
        x_request_id (str | Unset):
        body (DiscardsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DiscardsResponse | Problem]
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
    body: DiscardsRequest,
    x_request_id: str | Unset = UNSET,
) -> DiscardsResponse | Problem | None:
    """The hand coach (何切): every discard of a hand just after a draw, valued under the table's rules

     The request of `/v1/waits` for the hand as held just after a draw: `hand.concealed` holds
    14 tiles counting the drawn one (plus one per kong; declared melds count 3 each), and
    `hand.drawn` may name which of them was drawn. 13 tiles are refused (`wrong_tile_count`;
    a hand waiting for a tile is `POST /v1/waits`'s). `context` is that of `/v1/waits` and
    applies to every win valued (the win in hand and each wait). `discarded` (optional, up to
    136 tiles) lists the copies the player can see elsewhere (discards, other players' melds).

    The answer lists every distinct discard (`discards`), each with:

    - `shanten` of the 13 tiles left and `shanten_by_shape`, exactly as `POST /v1/waits` gives
      them for those 13 tiles (0 when ready);
    - `improving` (受入): the tile kinds whose draw lowers that shanten, with their `live`
      counts (for a ready hand, its waits), and `improving_live`, their sum;
    - `waits`: when the hand is ready, every wait exactly as `POST /v1/waits` answers for the
      13 tiles left with the discarded tile added to `discarded`, and in each way's value
      `receives`: what the player would receive under the table's payouts (every payer
      together; 0 below the minimum, where the win cannot be declared). An amount that cannot
      be computed (a fan past the table's `multipliers`) or written exactly as a JSON number
      (beyond 2^53) is null, with `receives_unavailable` saying why and what fixes it;
    - `summary` (ready hands): `winning_live`, the live copies of the waits on which some way
      of winning meets the minimum; `winning_live_on_discard`, those on which a discard win
      meets it; `best_fan`; and `expected_receipt`, over the live copies of every wait the
      mean of what a win on it pays, each way weighted ½ (rounded to 4 decimals; null when no
      copy is live, or with `expected_receipt_unavailable` when it cannot be written exactly).

    Live counts: 4 minus the copies in the hand and melds, minus those in `discarded`, minus
    the tile this option discards.

    **Sort policy** (best first): ready hands first, by `summary.winning_live` (more first),
    then `summary.expected_receipt` (more first), then `summary.best_fan`; then the hands not
    ready, by `shanten` (lower first), then `improving_live` (more first). Ties keep tile order
    (1m … 9m, 1p … 9s, 東 … 中). A ready hand whose waits cannot reach the minimum sorts last
    among the ready hands: in Hong Kong play such a hand cannot win (起糊).

    `complete` says whether the 14 tiles already form a winning hand (some discard would leave
    a hand waiting on the very tile discarded); `win` then gives its self-drawn value on
    `drawn` (or, without it, on the tile that scores best, `assumed: true`); `POST /v1/score`
    (`score_with`) gives the full score (suppressed patterns, arrangement, payments).
    `shanten` is -1 then, else the best option's.

    With `best_reachable: true`, each discard that leaves the hand one exchange from ready
    also gets `best_reachable`: the best win it can reach (draw, then discard, then win on a
    wait, by a way that meets the minimum: the most fan, then the larger receipt). It costs
    several plain calls (every draw and second discard is analysed), hence only on request.

    Readiness by a shape without a shanten number (canton-new 二不槓 / 三不槓, 十三不搭) is found
    once the 13 tiles left are ready; `improving` counts only the shapes with a number.
    Analyses are cached per hand, context and table (`discarded` only changes live counts).

    Args:
        x_request_id (str | Unset):
        body (DiscardsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DiscardsResponse | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        x_request_id=x_request_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: DiscardsRequest,
    x_request_id: str | Unset = UNSET,
) -> Response[DiscardsResponse | Problem]:
    """The hand coach (何切): every discard of a hand just after a draw, valued under the table's rules

     The request of `/v1/waits` for the hand as held just after a draw: `hand.concealed` holds
    14 tiles counting the drawn one (plus one per kong; declared melds count 3 each), and
    `hand.drawn` may name which of them was drawn. 13 tiles are refused (`wrong_tile_count`;
    a hand waiting for a tile is `POST /v1/waits`'s). `context` is that of `/v1/waits` and
    applies to every win valued (the win in hand and each wait). `discarded` (optional, up to
    136 tiles) lists the copies the player can see elsewhere (discards, other players' melds).

    The answer lists every distinct discard (`discards`), each with:

    - `shanten` of the 13 tiles left and `shanten_by_shape`, exactly as `POST /v1/waits` gives
      them for those 13 tiles (0 when ready);
    - `improving` (受入): the tile kinds whose draw lowers that shanten, with their `live`
      counts (for a ready hand, its waits), and `improving_live`, their sum;
    - `waits`: when the hand is ready, every wait exactly as `POST /v1/waits` answers for the
      13 tiles left with the discarded tile added to `discarded`, and in each way's value
      `receives`: what the player would receive under the table's payouts (every payer
      together; 0 below the minimum, where the win cannot be declared). An amount that cannot
      be computed (a fan past the table's `multipliers`) or written exactly as a JSON number
      (beyond 2^53) is null, with `receives_unavailable` saying why and what fixes it;
    - `summary` (ready hands): `winning_live`, the live copies of the waits on which some way
      of winning meets the minimum; `winning_live_on_discard`, those on which a discard win
      meets it; `best_fan`; and `expected_receipt`, over the live copies of every wait the
      mean of what a win on it pays, each way weighted ½ (rounded to 4 decimals; null when no
      copy is live, or with `expected_receipt_unavailable` when it cannot be written exactly).

    Live counts: 4 minus the copies in the hand and melds, minus those in `discarded`, minus
    the tile this option discards.

    **Sort policy** (best first): ready hands first, by `summary.winning_live` (more first),
    then `summary.expected_receipt` (more first), then `summary.best_fan`; then the hands not
    ready, by `shanten` (lower first), then `improving_live` (more first). Ties keep tile order
    (1m … 9m, 1p … 9s, 東 … 中). A ready hand whose waits cannot reach the minimum sorts last
    among the ready hands: in Hong Kong play such a hand cannot win (起糊).

    `complete` says whether the 14 tiles already form a winning hand (some discard would leave
    a hand waiting on the very tile discarded); `win` then gives its self-drawn value on
    `drawn` (or, without it, on the tile that scores best, `assumed: true`); `POST /v1/score`
    (`score_with`) gives the full score (suppressed patterns, arrangement, payments).
    `shanten` is -1 then, else the best option's.

    With `best_reachable: true`, each discard that leaves the hand one exchange from ready
    also gets `best_reachable`: the best win it can reach (draw, then discard, then win on a
    wait, by a way that meets the minimum: the most fan, then the larger receipt). It costs
    several plain calls (every draw and second discard is analysed), hence only on request.

    Readiness by a shape without a shanten number (canton-new 二不槓 / 三不槓, 十三不搭) is found
    once the 13 tiles left are ready; `improving` counts only the shapes with a number.
    Analyses are cached per hand, context and table (`discarded` only changes live counts).

    Args:
        x_request_id (str | Unset):
        body (DiscardsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DiscardsResponse | Problem]
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
    body: DiscardsRequest,
    x_request_id: str | Unset = UNSET,
) -> DiscardsResponse | Problem | None:
    """The hand coach (何切): every discard of a hand just after a draw, valued under the table's rules

     The request of `/v1/waits` for the hand as held just after a draw: `hand.concealed` holds
    14 tiles counting the drawn one (plus one per kong; declared melds count 3 each), and
    `hand.drawn` may name which of them was drawn. 13 tiles are refused (`wrong_tile_count`;
    a hand waiting for a tile is `POST /v1/waits`'s). `context` is that of `/v1/waits` and
    applies to every win valued (the win in hand and each wait). `discarded` (optional, up to
    136 tiles) lists the copies the player can see elsewhere (discards, other players' melds).

    The answer lists every distinct discard (`discards`), each with:

    - `shanten` of the 13 tiles left and `shanten_by_shape`, exactly as `POST /v1/waits` gives
      them for those 13 tiles (0 when ready);
    - `improving` (受入): the tile kinds whose draw lowers that shanten, with their `live`
      counts (for a ready hand, its waits), and `improving_live`, their sum;
    - `waits`: when the hand is ready, every wait exactly as `POST /v1/waits` answers for the
      13 tiles left with the discarded tile added to `discarded`, and in each way's value
      `receives`: what the player would receive under the table's payouts (every payer
      together; 0 below the minimum, where the win cannot be declared). An amount that cannot
      be computed (a fan past the table's `multipliers`) or written exactly as a JSON number
      (beyond 2^53) is null, with `receives_unavailable` saying why and what fixes it;
    - `summary` (ready hands): `winning_live`, the live copies of the waits on which some way
      of winning meets the minimum; `winning_live_on_discard`, those on which a discard win
      meets it; `best_fan`; and `expected_receipt`, over the live copies of every wait the
      mean of what a win on it pays, each way weighted ½ (rounded to 4 decimals; null when no
      copy is live, or with `expected_receipt_unavailable` when it cannot be written exactly).

    Live counts: 4 minus the copies in the hand and melds, minus those in `discarded`, minus
    the tile this option discards.

    **Sort policy** (best first): ready hands first, by `summary.winning_live` (more first),
    then `summary.expected_receipt` (more first), then `summary.best_fan`; then the hands not
    ready, by `shanten` (lower first), then `improving_live` (more first). Ties keep tile order
    (1m … 9m, 1p … 9s, 東 … 中). A ready hand whose waits cannot reach the minimum sorts last
    among the ready hands: in Hong Kong play such a hand cannot win (起糊).

    `complete` says whether the 14 tiles already form a winning hand (some discard would leave
    a hand waiting on the very tile discarded); `win` then gives its self-drawn value on
    `drawn` (or, without it, on the tile that scores best, `assumed: true`); `POST /v1/score`
    (`score_with`) gives the full score (suppressed patterns, arrangement, payments).
    `shanten` is -1 then, else the best option's.

    With `best_reachable: true`, each discard that leaves the hand one exchange from ready
    also gets `best_reachable`: the best win it can reach (draw, then discard, then win on a
    wait, by a way that meets the minimum: the most fan, then the larger receipt). It costs
    several plain calls (every draw and second discard is analysed), hence only on request.

    Readiness by a shape without a shanten number (canton-new 二不槓 / 三不槓, 十三不搭) is found
    once the 13 tiles left are ready; `improving` counts only the shapes with a number.
    Analyses are cached per hand, context and table (`discarded` only changes live counts).

    Args:
        x_request_id (str | Unset):
        body (DiscardsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DiscardsResponse | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            x_request_id=x_request_id,
        )
    ).parsed
