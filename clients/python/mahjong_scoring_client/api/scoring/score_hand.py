from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.score_request import ScoreRequest
from ...models.score_response import ScoreResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: ScoreRequest,
    x_request_id: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_request_id, Unset):
        headers["X-Request-ID"] = x_request_id

    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/score",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | ScoreResponse | None:
    if response.status_code == 200:
        response_200 = ScoreResponse.from_dict(response.json())

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
) -> Response[Problem | ScoreResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ScoreRequest,
    x_request_id: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> Response[Problem | ScoreResponse]:
    """Score one winning hand

     Validates the request, scores every arrangement of the hand under the ruleset and table,
    and answers the best one with its payments. A winning hand is always a 200 with its
    patterns, trace and fan, at any table (docs/RULES.md §7). Where it is paid nothing,
    `payouts` is null and `payouts_unavailable` says why and which table fields would change
    that: `below_minimum` (`fan.meets_minimum: false`), `amount_too_large` (an amount beyond
    2^53, which JSON numbers do not hold exactly: canton-new's biggest hands at its default
    table with no limit) or `fan_beyond_multipliers` (the table's own multipliers end before
    the fan). Payments follow docs/RULES.md §5, 包 included: `liability` names the liable seat
    and why (see `Liability`). Impossible hands and contexts are 422 with their own codes; a
    ruleset that does not exist is 404.

    Args:
        x_request_id (str | Unset):
        accept_language (str | Unset):
        body (ScoreRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ScoreResponse]
    """

    kwargs = _get_kwargs(
        body=body,
        x_request_id=x_request_id,
        accept_language=accept_language,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: ScoreRequest,
    x_request_id: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> Problem | ScoreResponse | None:
    """Score one winning hand

     Validates the request, scores every arrangement of the hand under the ruleset and table,
    and answers the best one with its payments. A winning hand is always a 200 with its
    patterns, trace and fan, at any table (docs/RULES.md §7). Where it is paid nothing,
    `payouts` is null and `payouts_unavailable` says why and which table fields would change
    that: `below_minimum` (`fan.meets_minimum: false`), `amount_too_large` (an amount beyond
    2^53, which JSON numbers do not hold exactly: canton-new's biggest hands at its default
    table with no limit) or `fan_beyond_multipliers` (the table's own multipliers end before
    the fan). Payments follow docs/RULES.md §5, 包 included: `liability` names the liable seat
    and why (see `Liability`). Impossible hands and contexts are 422 with their own codes; a
    ruleset that does not exist is 404.

    Args:
        x_request_id (str | Unset):
        accept_language (str | Unset):
        body (ScoreRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ScoreResponse
    """

    return sync_detailed(
        client=client,
        body=body,
        x_request_id=x_request_id,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ScoreRequest,
    x_request_id: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> Response[Problem | ScoreResponse]:
    """Score one winning hand

     Validates the request, scores every arrangement of the hand under the ruleset and table,
    and answers the best one with its payments. A winning hand is always a 200 with its
    patterns, trace and fan, at any table (docs/RULES.md §7). Where it is paid nothing,
    `payouts` is null and `payouts_unavailable` says why and which table fields would change
    that: `below_minimum` (`fan.meets_minimum: false`), `amount_too_large` (an amount beyond
    2^53, which JSON numbers do not hold exactly: canton-new's biggest hands at its default
    table with no limit) or `fan_beyond_multipliers` (the table's own multipliers end before
    the fan). Payments follow docs/RULES.md §5, 包 included: `liability` names the liable seat
    and why (see `Liability`). Impossible hands and contexts are 422 with their own codes; a
    ruleset that does not exist is 404.

    Args:
        x_request_id (str | Unset):
        accept_language (str | Unset):
        body (ScoreRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ScoreResponse]
    """

    kwargs = _get_kwargs(
        body=body,
        x_request_id=x_request_id,
        accept_language=accept_language,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ScoreRequest,
    x_request_id: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> Problem | ScoreResponse | None:
    """Score one winning hand

     Validates the request, scores every arrangement of the hand under the ruleset and table,
    and answers the best one with its payments. A winning hand is always a 200 with its
    patterns, trace and fan, at any table (docs/RULES.md §7). Where it is paid nothing,
    `payouts` is null and `payouts_unavailable` says why and which table fields would change
    that: `below_minimum` (`fan.meets_minimum: false`), `amount_too_large` (an amount beyond
    2^53, which JSON numbers do not hold exactly: canton-new's biggest hands at its default
    table with no limit) or `fan_beyond_multipliers` (the table's own multipliers end before
    the fan). Payments follow docs/RULES.md §5, 包 included: `liability` names the liable seat
    and why (see `Liability`). Impossible hands and contexts are 422 with their own codes; a
    ruleset that does not exist is 404.

    Args:
        x_request_id (str | Unset):
        accept_language (str | Unset):
        body (ScoreRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ScoreResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            x_request_id=x_request_id,
            accept_language=accept_language,
        )
    ).parsed
