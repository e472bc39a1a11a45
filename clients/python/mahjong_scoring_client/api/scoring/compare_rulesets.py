from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.compare_request import CompareRequest
from ...models.compare_response import CompareResponse
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CompareRequest,
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
        "url": "/v1/score/compare",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CompareResponse | Problem | None:
    if response.status_code == 200:
        response_200 = CompareResponse.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

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
) -> Response[CompareResponse | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CompareRequest,
    x_request_id: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> Response[CompareResponse | Problem]:
    """One winning hand scored under every ruleset, side by side

     The request of `/v1/score` without `ruleset`, plus `rulesets` (optional: the ids to compare,
    in the order wanted; default every ruleset, by id) and `tables` (optional:
    `{ruleset_id: table}` or `{ruleset_id: [table, ...]}` to compare several tables of one
    ruleset). A ruleset's entry in `tables` replaces `table` for that ruleset; `table` applies
    to the others (its `house_rules` must then suit each of them). A `tables` key must be among
    `rulesets` when that is given.

    `results` holds one entry per ruleset and table, in order: `ruleset` (`version` null for an
    unknown id), `table_index` (the position in that ruleset's list of tables, else 0), and
    either `result`, exactly what `POST /v1/score` answers for that ruleset and table, or
    `problem`, the problem object it would have answered (without `instance`; pointers into
    this request: `/tables/{id}` or `/tables/{id}/{index}` for a table given there). Only a
    request that is not valid as a whole is refused (422).

    Args:
        x_request_id (str | Unset):
        accept_language (str | Unset):
        body (CompareRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CompareResponse | Problem]
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
    body: CompareRequest,
    x_request_id: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> CompareResponse | Problem | None:
    """One winning hand scored under every ruleset, side by side

     The request of `/v1/score` without `ruleset`, plus `rulesets` (optional: the ids to compare,
    in the order wanted; default every ruleset, by id) and `tables` (optional:
    `{ruleset_id: table}` or `{ruleset_id: [table, ...]}` to compare several tables of one
    ruleset). A ruleset's entry in `tables` replaces `table` for that ruleset; `table` applies
    to the others (its `house_rules` must then suit each of them). A `tables` key must be among
    `rulesets` when that is given.

    `results` holds one entry per ruleset and table, in order: `ruleset` (`version` null for an
    unknown id), `table_index` (the position in that ruleset's list of tables, else 0), and
    either `result`, exactly what `POST /v1/score` answers for that ruleset and table, or
    `problem`, the problem object it would have answered (without `instance`; pointers into
    this request: `/tables/{id}` or `/tables/{id}/{index}` for a table given there). Only a
    request that is not valid as a whole is refused (422).

    Args:
        x_request_id (str | Unset):
        accept_language (str | Unset):
        body (CompareRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CompareResponse | Problem
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
    body: CompareRequest,
    x_request_id: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> Response[CompareResponse | Problem]:
    """One winning hand scored under every ruleset, side by side

     The request of `/v1/score` without `ruleset`, plus `rulesets` (optional: the ids to compare,
    in the order wanted; default every ruleset, by id) and `tables` (optional:
    `{ruleset_id: table}` or `{ruleset_id: [table, ...]}` to compare several tables of one
    ruleset). A ruleset's entry in `tables` replaces `table` for that ruleset; `table` applies
    to the others (its `house_rules` must then suit each of them). A `tables` key must be among
    `rulesets` when that is given.

    `results` holds one entry per ruleset and table, in order: `ruleset` (`version` null for an
    unknown id), `table_index` (the position in that ruleset's list of tables, else 0), and
    either `result`, exactly what `POST /v1/score` answers for that ruleset and table, or
    `problem`, the problem object it would have answered (without `instance`; pointers into
    this request: `/tables/{id}` or `/tables/{id}/{index}` for a table given there). Only a
    request that is not valid as a whole is refused (422).

    Args:
        x_request_id (str | Unset):
        accept_language (str | Unset):
        body (CompareRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CompareResponse | Problem]
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
    body: CompareRequest,
    x_request_id: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> CompareResponse | Problem | None:
    """One winning hand scored under every ruleset, side by side

     The request of `/v1/score` without `ruleset`, plus `rulesets` (optional: the ids to compare,
    in the order wanted; default every ruleset, by id) and `tables` (optional:
    `{ruleset_id: table}` or `{ruleset_id: [table, ...]}` to compare several tables of one
    ruleset). A ruleset's entry in `tables` replaces `table` for that ruleset; `table` applies
    to the others (its `house_rules` must then suit each of them). A `tables` key must be among
    `rulesets` when that is given.

    `results` holds one entry per ruleset and table, in order: `ruleset` (`version` null for an
    unknown id), `table_index` (the position in that ruleset's list of tables, else 0), and
    either `result`, exactly what `POST /v1/score` answers for that ruleset and table, or
    `problem`, the problem object it would have answered (without `instance`; pointers into
    this request: `/tables/{id}` or `/tables/{id}/{index}` for a table given there). Only a
    request that is not valid as a whole is refused (422).

    Args:
        x_request_id (str | Unset):
        accept_language (str | Unset):
        body (CompareRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CompareResponse | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            x_request_id=x_request_id,
            accept_language=accept_language,
        )
    ).parsed
