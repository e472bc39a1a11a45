"""Contains all the data models used in inputs/outputs"""

from .alternative import Alternative
from .alternative_fan import AlternativeFan
from .batch_problem import BatchProblem
from .batch_request import BatchRequest
from .batch_response import BatchResponse
from .batch_score import BatchScore
from .block import Block
from .coach_hand import CoachHand
from .coach_summary import CoachSummary
from .coach_wait import CoachWait
from .coach_win import CoachWin
from .coach_win_value import CoachWinValue
from .compare_request import CompareRequest
from .compare_request_tables import CompareRequestTables
from .compare_response import CompareResponse
from .context import Context
from .context_win_by import ContextWinBy
from .counted_pattern import CountedPattern
from .discard_option import DiscardOption
from .discard_option_shanten_by_shape import DiscardOptionShantenByShape
from .discards_request import DiscardsRequest
from .discards_response import DiscardsResponse
from .error_item import ErrorItem
from .false_win import FalseWin
from .false_win_variant import FalseWinVariant
from .false_win_win_by_type_1 import FalseWinWinByType1
from .false_win_win_by_type_2_type_1 import FalseWinWinByType2Type1
from .false_win_win_by_type_3_type_1 import FalseWinWinByType3Type1
from .fan import Fan
from .hand import Hand
from .hand_echo import HandEcho
from .hand_echo_melds_item import HandEchoMeldsItem
from .healthz_response_200 import HealthzResponse200
from .house_rule_info import HouseRuleInfo
from .house_rule_info_type import HouseRuleInfoType
from .liability import Liability
from .liability_reason import LiabilityReason
from .live_tile import LiveTile
from .meld import Meld
from .meld_type import MeldType
from .name import Name
from .openapi_json_response_200 import OpenapiJsonResponse200
from .openapi_yaml_response_200 import OpenapiYamlResponse200
from .pattern_info import PatternInfo
from .pattern_info_suppresses_item_type_1 import PatternInfoSuppressesItemType1
from .pattern_info_suppresses_item_type_2 import PatternInfoSuppressesItemType2
from .payment import Payment
from .payouts import Payouts
from .payouts_net import PayoutsNet
from .payouts_unavailable import PayoutsUnavailable
from .payouts_unavailable_code import PayoutsUnavailableCode
from .per_winner import PerWinner
from .problem import Problem
from .reachable import Reachable
from .reachable_way import ReachableWay
from .readyz_response_200 import ReadyzResponse200
from .ruleset_defaults import RulesetDefaults
from .ruleset_detail import RulesetDetail
from .ruleset_list import RulesetList
from .ruleset_ref import RulesetRef
from .ruleset_summary import RulesetSummary
from .score_request import ScoreRequest
from .score_response import ScoreResponse
from .score_response_paid_as import ScoreResponsePaidAs
from .seat import Seat
from .settle_liability import SettleLiability
from .settle_liability_reason_type_1 import SettleLiabilityReasonType1
from .settle_liability_reason_type_2_type_1 import SettleLiabilityReasonType2Type1
from .settle_liability_reason_type_3_type_1 import SettleLiabilityReasonType3Type1
from .settle_response import SettleResponse
from .settle_response_kind import SettleResponseKind
from .settle_response_mode import SettleResponseMode
from .settle_response_variant import SettleResponseVariant
from .settle_win import SettleWin
from .settle_win_win_by import SettleWinWinBy
from .settle_winner import SettleWinner
from .suppressed_pattern import SuppressedPattern
from .suppressed_pattern_reason import SuppressedPatternReason
from .table import Table
from .table_echo import TableEcho
from .table_echo_house_rules import TableEchoHouseRules
from .table_echo_payment import TableEchoPayment
from .table_echo_scale import TableEchoScale
from .table_house_rules import TableHouseRules
from .table_payment import TablePayment
from .table_scale import TableScale
from .table_stake import TableStake
from .wait import Wait
from .waiting_context import WaitingContext
from .waiting_hand import WaitingHand
from .waits_request import WaitsRequest
from .waits_response import WaitsResponse
from .waits_response_shanten_by_shape import WaitsResponseShantenByShape
from .win_value import WinValue

__all__ = (
    "Alternative",
    "AlternativeFan",
    "BatchProblem",
    "BatchRequest",
    "BatchResponse",
    "BatchScore",
    "Block",
    "CoachHand",
    "CoachSummary",
    "CoachWait",
    "CoachWin",
    "CoachWinValue",
    "CompareRequest",
    "CompareRequestTables",
    "CompareResponse",
    "Context",
    "ContextWinBy",
    "CountedPattern",
    "DiscardOption",
    "DiscardOptionShantenByShape",
    "DiscardsRequest",
    "DiscardsResponse",
    "ErrorItem",
    "FalseWin",
    "FalseWinVariant",
    "FalseWinWinByType1",
    "FalseWinWinByType2Type1",
    "FalseWinWinByType3Type1",
    "Fan",
    "Hand",
    "HandEcho",
    "HandEchoMeldsItem",
    "HealthzResponse200",
    "HouseRuleInfo",
    "HouseRuleInfoType",
    "Liability",
    "LiabilityReason",
    "LiveTile",
    "Meld",
    "MeldType",
    "Name",
    "OpenapiJsonResponse200",
    "OpenapiYamlResponse200",
    "PatternInfo",
    "PatternInfoSuppressesItemType1",
    "PatternInfoSuppressesItemType2",
    "Payment",
    "Payouts",
    "PayoutsNet",
    "PayoutsUnavailable",
    "PayoutsUnavailableCode",
    "PerWinner",
    "Problem",
    "Reachable",
    "ReachableWay",
    "ReadyzResponse200",
    "RulesetDefaults",
    "RulesetDetail",
    "RulesetList",
    "RulesetRef",
    "RulesetSummary",
    "ScoreRequest",
    "ScoreResponse",
    "ScoreResponsePaidAs",
    "Seat",
    "SettleLiability",
    "SettleLiabilityReasonType1",
    "SettleLiabilityReasonType2Type1",
    "SettleLiabilityReasonType3Type1",
    "SettleResponse",
    "SettleResponseKind",
    "SettleResponseMode",
    "SettleResponseVariant",
    "SettleWin",
    "SettleWinner",
    "SettleWinWinBy",
    "SuppressedPattern",
    "SuppressedPatternReason",
    "Table",
    "TableEcho",
    "TableEchoHouseRules",
    "TableEchoPayment",
    "TableEchoScale",
    "TableHouseRules",
    "TablePayment",
    "TableScale",
    "TableStake",
    "Wait",
    "WaitingContext",
    "WaitingHand",
    "WaitsRequest",
    "WaitsResponse",
    "WaitsResponseShantenByShape",
    "WinValue",
)
