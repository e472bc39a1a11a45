from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.batch_request import BatchRequest
from ...models.batch_response import BatchResponse
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: BatchRequest,
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
        "url": "/v1/score/batch",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> BatchResponse | Problem | None:
    if response.status_code == 200:
        response_200 = BatchResponse.from_dict(response.json())

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
) -> Response[BatchResponse | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: BatchRequest,
    x_request_id: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> Response[BatchResponse | Problem]:
    """Score up to 100 hands in one request

     `{"requests": [<score request>, ...]}` answers `{"results": [...]}` in the same order: each
    item is the score response or the problem object that request alone would have received
    (without `instance`), with `outcome` (`score` or `problem`) telling which. An item that is
    not a valid score request does not refuse the batch: its result is its problem. A batch of
    more than 100 requests is refused whole with 413 `batch_too_large`.

    Args:
        x_request_id (str | Unset):
        accept_language (str | Unset):
        body (BatchRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BatchResponse | Problem]
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
    body: BatchRequest,
    x_request_id: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> BatchResponse | Problem | None:
    """Score up to 100 hands in one request

     `{"requests": [<score request>, ...]}` answers `{"results": [...]}` in the same order: each
    item is the score response or the problem object that request alone would have received
    (without `instance`), with `outcome` (`score` or `problem`) telling which. An item that is
    not a valid score request does not refuse the batch: its result is its problem. A batch of
    more than 100 requests is refused whole with 413 `batch_too_large`.

    Args:
        x_request_id (str | Unset):
        accept_language (str | Unset):
        body (BatchRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BatchResponse | Problem
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
    body: BatchRequest,
    x_request_id: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> Response[BatchResponse | Problem]:
    """Score up to 100 hands in one request

     `{"requests": [<score request>, ...]}` answers `{"results": [...]}` in the same order: each
    item is the score response or the problem object that request alone would have received
    (without `instance`), with `outcome` (`score` or `problem`) telling which. An item that is
    not a valid score request does not refuse the batch: its result is its problem. A batch of
    more than 100 requests is refused whole with 413 `batch_too_large`.

    Args:
        x_request_id (str | Unset):
        accept_language (str | Unset):
        body (BatchRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BatchResponse | Problem]
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
    body: BatchRequest,
    x_request_id: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> BatchResponse | Problem | None:
    """Score up to 100 hands in one request

     `{"requests": [<score request>, ...]}` answers `{"results": [...]}` in the same order: each
    item is the score response or the problem object that request alone would have received
    (without `instance`), with `outcome` (`score` or `problem`) telling which. An item that is
    not a valid score request does not refuse the batch: its result is its problem. A batch of
    more than 100 requests is refused whole with 413 `batch_too_large`.

    Args:
        x_request_id (str | Unset):
        accept_language (str | Unset):
        body (BatchRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BatchResponse | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            x_request_id=x_request_id,
            accept_language=accept_language,
        )
    ).parsed
