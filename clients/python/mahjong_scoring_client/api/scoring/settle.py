from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.settle_response import SettleResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: Any,
    x_request_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_request_id, Unset):
        headers["X-Request-ID"] = x_request_id

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/settle",
    }

    _kwargs["json"] = body

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | SettleResponse | None:
    if response.status_code == 200:
        response_200 = SettleResponse.from_dict(response.json())

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
) -> Response[Problem | SettleResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: Any,
    x_request_id: str | Unset = UNSET,
) -> Response[Problem | SettleResponse]:
    """Settle a result given as fan counts, without tiles

     For apps that score by hand: who pays whom for a win given as a fan count, exactly as
    `POST /v1/score` pays it (docs/RULES.md §5). `ruleset` (default `hk-classic`) gives the table
    defaults and the 新章 dealer rule (`canton-new`: whatever the dealer pays for another
    player's win, it pays as if the hand were worth 1 fan more; whoever else pays, pays at the
    plain fan); `table` is the table object of `/v1/score` (of its `house_rules`, only
    `liability_on_discard` changes a payment). Give exactly one of:

    - `win`: one win. `fan` is the hand's total as `/v1/score` counts it (`fan.total`, after
      the limit; under `canton-new` a dealer's own 莊家 fan is part of it). `discarder` is
      required for a discard win (搶槓: the robbed kong's owner). `liability` (包) names the
      liable seat and, optionally, the reason; it is paid as in `/v1/score` (see `Liability`):
      without a reason it is 包自摸. With no tiles the reason is checked only against the way
      the hand was won (`nine_tiles` needs a discard and the discarder as liable seat;
      `exposed_kong_replacement` a self-draw).
    - `wins` with `discarder` (and `mode`): several winners on one discard. `mode: all`
      (default, 一炮多響) settles each as its own discard win, summed; a co-winner is never
      charged for another winner's hand (under 半銃 the discarder pays that share). `mode:
      first` (截糊) pays only the first winner counter-clockwise from the discarder
      (`unpaid_winners` lists the others). `per_winner` gives each paid winner's own payments.
    - `false_win` (詐糊): the offender pays the three others. `variant` `limit_self_draw`
      (default; seed 003): a self-drawn win at `penalty_fan` from each; `full` (seed 001
      全銃制): the 出銃 amount (2 portions) to each; `half` (seed 001 陪銃制, needs `win_by`,
      and `discarder` for a discard): 2 portions to the discarder and 1 to the others (1 to
      each if self-drawn); `minimum_three` (seed 001 自訂規例): 2 portions to each at
      max(3, `claimed_fan`), capped at the limit. `penalty_fan` defaults to the table's limit
      and is required at a table with no limit (`penalty_fan_required`); above the table's limit
      it is refused (`fan_above_limit`: a false win pays at most a limit hand). The answer's
      `penalty_fan` is the fan each portion was computed at.

    Fan counts are checked against the table, every problem at once: above `limit_fan` is
    refused with `fan_above_limit` (never capped silently: send the fan after the limit),
    below `min_fan` with `fan_below_minimum` (a hand below the minimum is not a win and pays
    nothing), past the end of the table's own `multipliers` with `fan_beyond_multipliers`.
    Amounts are exact multiples of ¼ of the base; `net` sums to zero.

    Args:
        x_request_id (str | Unset):
        body (Any): Exactly one of `win`, `wins` (with `discarder`) or `false_win`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SettleResponse]
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
    body: Any,
    x_request_id: str | Unset = UNSET,
) -> Problem | SettleResponse | None:
    """Settle a result given as fan counts, without tiles

     For apps that score by hand: who pays whom for a win given as a fan count, exactly as
    `POST /v1/score` pays it (docs/RULES.md §5). `ruleset` (default `hk-classic`) gives the table
    defaults and the 新章 dealer rule (`canton-new`: whatever the dealer pays for another
    player's win, it pays as if the hand were worth 1 fan more; whoever else pays, pays at the
    plain fan); `table` is the table object of `/v1/score` (of its `house_rules`, only
    `liability_on_discard` changes a payment). Give exactly one of:

    - `win`: one win. `fan` is the hand's total as `/v1/score` counts it (`fan.total`, after
      the limit; under `canton-new` a dealer's own 莊家 fan is part of it). `discarder` is
      required for a discard win (搶槓: the robbed kong's owner). `liability` (包) names the
      liable seat and, optionally, the reason; it is paid as in `/v1/score` (see `Liability`):
      without a reason it is 包自摸. With no tiles the reason is checked only against the way
      the hand was won (`nine_tiles` needs a discard and the discarder as liable seat;
      `exposed_kong_replacement` a self-draw).
    - `wins` with `discarder` (and `mode`): several winners on one discard. `mode: all`
      (default, 一炮多響) settles each as its own discard win, summed; a co-winner is never
      charged for another winner's hand (under 半銃 the discarder pays that share). `mode:
      first` (截糊) pays only the first winner counter-clockwise from the discarder
      (`unpaid_winners` lists the others). `per_winner` gives each paid winner's own payments.
    - `false_win` (詐糊): the offender pays the three others. `variant` `limit_self_draw`
      (default; seed 003): a self-drawn win at `penalty_fan` from each; `full` (seed 001
      全銃制): the 出銃 amount (2 portions) to each; `half` (seed 001 陪銃制, needs `win_by`,
      and `discarder` for a discard): 2 portions to the discarder and 1 to the others (1 to
      each if self-drawn); `minimum_three` (seed 001 自訂規例): 2 portions to each at
      max(3, `claimed_fan`), capped at the limit. `penalty_fan` defaults to the table's limit
      and is required at a table with no limit (`penalty_fan_required`); above the table's limit
      it is refused (`fan_above_limit`: a false win pays at most a limit hand). The answer's
      `penalty_fan` is the fan each portion was computed at.

    Fan counts are checked against the table, every problem at once: above `limit_fan` is
    refused with `fan_above_limit` (never capped silently: send the fan after the limit),
    below `min_fan` with `fan_below_minimum` (a hand below the minimum is not a win and pays
    nothing), past the end of the table's own `multipliers` with `fan_beyond_multipliers`.
    Amounts are exact multiples of ¼ of the base; `net` sums to zero.

    Args:
        x_request_id (str | Unset):
        body (Any): Exactly one of `win`, `wins` (with `discarder`) or `false_win`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SettleResponse
    """

    return sync_detailed(
        client=client,
        body=body,
        x_request_id=x_request_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: Any,
    x_request_id: str | Unset = UNSET,
) -> Response[Problem | SettleResponse]:
    """Settle a result given as fan counts, without tiles

     For apps that score by hand: who pays whom for a win given as a fan count, exactly as
    `POST /v1/score` pays it (docs/RULES.md §5). `ruleset` (default `hk-classic`) gives the table
    defaults and the 新章 dealer rule (`canton-new`: whatever the dealer pays for another
    player's win, it pays as if the hand were worth 1 fan more; whoever else pays, pays at the
    plain fan); `table` is the table object of `/v1/score` (of its `house_rules`, only
    `liability_on_discard` changes a payment). Give exactly one of:

    - `win`: one win. `fan` is the hand's total as `/v1/score` counts it (`fan.total`, after
      the limit; under `canton-new` a dealer's own 莊家 fan is part of it). `discarder` is
      required for a discard win (搶槓: the robbed kong's owner). `liability` (包) names the
      liable seat and, optionally, the reason; it is paid as in `/v1/score` (see `Liability`):
      without a reason it is 包自摸. With no tiles the reason is checked only against the way
      the hand was won (`nine_tiles` needs a discard and the discarder as liable seat;
      `exposed_kong_replacement` a self-draw).
    - `wins` with `discarder` (and `mode`): several winners on one discard. `mode: all`
      (default, 一炮多響) settles each as its own discard win, summed; a co-winner is never
      charged for another winner's hand (under 半銃 the discarder pays that share). `mode:
      first` (截糊) pays only the first winner counter-clockwise from the discarder
      (`unpaid_winners` lists the others). `per_winner` gives each paid winner's own payments.
    - `false_win` (詐糊): the offender pays the three others. `variant` `limit_self_draw`
      (default; seed 003): a self-drawn win at `penalty_fan` from each; `full` (seed 001
      全銃制): the 出銃 amount (2 portions) to each; `half` (seed 001 陪銃制, needs `win_by`,
      and `discarder` for a discard): 2 portions to the discarder and 1 to the others (1 to
      each if self-drawn); `minimum_three` (seed 001 自訂規例): 2 portions to each at
      max(3, `claimed_fan`), capped at the limit. `penalty_fan` defaults to the table's limit
      and is required at a table with no limit (`penalty_fan_required`); above the table's limit
      it is refused (`fan_above_limit`: a false win pays at most a limit hand). The answer's
      `penalty_fan` is the fan each portion was computed at.

    Fan counts are checked against the table, every problem at once: above `limit_fan` is
    refused with `fan_above_limit` (never capped silently: send the fan after the limit),
    below `min_fan` with `fan_below_minimum` (a hand below the minimum is not a win and pays
    nothing), past the end of the table's own `multipliers` with `fan_beyond_multipliers`.
    Amounts are exact multiples of ¼ of the base; `net` sums to zero.

    Args:
        x_request_id (str | Unset):
        body (Any): Exactly one of `win`, `wins` (with `discarder`) or `false_win`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SettleResponse]
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
    body: Any,
    x_request_id: str | Unset = UNSET,
) -> Problem | SettleResponse | None:
    """Settle a result given as fan counts, without tiles

     For apps that score by hand: who pays whom for a win given as a fan count, exactly as
    `POST /v1/score` pays it (docs/RULES.md §5). `ruleset` (default `hk-classic`) gives the table
    defaults and the 新章 dealer rule (`canton-new`: whatever the dealer pays for another
    player's win, it pays as if the hand were worth 1 fan more; whoever else pays, pays at the
    plain fan); `table` is the table object of `/v1/score` (of its `house_rules`, only
    `liability_on_discard` changes a payment). Give exactly one of:

    - `win`: one win. `fan` is the hand's total as `/v1/score` counts it (`fan.total`, after
      the limit; under `canton-new` a dealer's own 莊家 fan is part of it). `discarder` is
      required for a discard win (搶槓: the robbed kong's owner). `liability` (包) names the
      liable seat and, optionally, the reason; it is paid as in `/v1/score` (see `Liability`):
      without a reason it is 包自摸. With no tiles the reason is checked only against the way
      the hand was won (`nine_tiles` needs a discard and the discarder as liable seat;
      `exposed_kong_replacement` a self-draw).
    - `wins` with `discarder` (and `mode`): several winners on one discard. `mode: all`
      (default, 一炮多響) settles each as its own discard win, summed; a co-winner is never
      charged for another winner's hand (under 半銃 the discarder pays that share). `mode:
      first` (截糊) pays only the first winner counter-clockwise from the discarder
      (`unpaid_winners` lists the others). `per_winner` gives each paid winner's own payments.
    - `false_win` (詐糊): the offender pays the three others. `variant` `limit_self_draw`
      (default; seed 003): a self-drawn win at `penalty_fan` from each; `full` (seed 001
      全銃制): the 出銃 amount (2 portions) to each; `half` (seed 001 陪銃制, needs `win_by`,
      and `discarder` for a discard): 2 portions to the discarder and 1 to the others (1 to
      each if self-drawn); `minimum_three` (seed 001 自訂規例): 2 portions to each at
      max(3, `claimed_fan`), capped at the limit. `penalty_fan` defaults to the table's limit
      and is required at a table with no limit (`penalty_fan_required`); above the table's limit
      it is refused (`fan_above_limit`: a false win pays at most a limit hand). The answer's
      `penalty_fan` is the fan each portion was computed at.

    Fan counts are checked against the table, every problem at once: above `limit_fan` is
    refused with `fan_above_limit` (never capped silently: send the fan after the limit),
    below `min_fan` with `fan_below_minimum` (a hand below the minimum is not a win and pays
    nothing), past the end of the table's own `multipliers` with `fan_beyond_multipliers`.
    Amounts are exact multiples of ¼ of the base; `net` sums to zero.

    Args:
        x_request_id (str | Unset):
        body (Any): Exactly one of `win`, `wins` (with `discarder`) or `false_win`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SettleResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            x_request_id=x_request_id,
        )
    ).parsed
