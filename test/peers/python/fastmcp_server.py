"""FastMCP tools that each ask once with `ctx.elicit`, one for every response type FastMCP
supports, and say which Python type and value they received. FastMCP generates every
`requestedSchema`; the client must render each one and send what the tool can take.

FastMCP's `ctx.elicit` is a server-initiated request, so it answers in the 2025-11-25 era only (on
2026-07-28 it raises its own ToolError).
"""

import dataclasses
import enum
import json
from typing import Annotated, Any, Literal

from fastmcp import Context, FastMCP
from pydantic import BaseModel, Field


class Priority(enum.Enum):
    LOW = "low"
    NORMAL = "normal"
    HIGH = "high"


@dataclasses.dataclass
class Shipping:
    street: str
    city: str = "Lyon"
    parcels: Annotated[int, Field(ge=1, le=9)] = 1
    express: bool = False


class Profile(BaseModel):
    name: str = Field(min_length=2, max_length=40, title="Full name")
    email: str = Field(json_schema_extra={"format": "email"}, title="Email")
    age: int = Field(default=30, ge=18, le=130, title="Age")
    score: float = Field(default=0.5, ge=0, le=1, title="Score")
    plan: Literal["free", "pro"] = Field(default="free", title="Plan")
    newsletter: bool = Field(default=True, title="Newsletter")


def received(result: Any) -> str:
    """What the tool got: the action, and for an accept the value's Python type and the value."""
    if result.action != "accept":
        return json.dumps({"action": result.action})
    data = result.data
    if isinstance(data, enum.Enum):
        value: Any = data.value
    elif dataclasses.is_dataclass(data):
        value = dataclasses.asdict(data)
    elif isinstance(data, BaseModel):
        value = data.model_dump()
    else:
        value = data
    return json.dumps({"action": "accept", "type": type(data).__name__, "value": value})


def build() -> FastMCP:
    mcp = FastMCP("FastMCP asks")

    @mcp.tool
    async def ask_str(ctx: Context) -> str:
        return received(await ctx.elicit("What should we call you?", response_type=str, response_title="Your name"))

    @mcp.tool
    async def ask_int(ctx: Context) -> str:
        return received(await ctx.elicit("How many seats?", response_type=int))

    @mcp.tool
    async def ask_bool(ctx: Context) -> str:
        return received(await ctx.elicit("Close the ticket?", response_type=bool))

    @mcp.tool
    async def ask_literal(ctx: Context) -> str:
        return received(await ctx.elicit("How urgent?", response_type=Literal["low", "normal", "high"]))

    @mcp.tool
    async def ask_enum(ctx: Context) -> str:
        return received(await ctx.elicit("Which priority?", response_type=Priority))

    @mcp.tool
    async def ask_titled(ctx: Context) -> str:
        titled = {"low": {"title": "Low: when there is time"}, "high": {"title": "High: today"}}
        return received(await ctx.elicit("How urgent, in words?", response_type=titled))

    @mcp.tool
    async def ask_choice(ctx: Context) -> str:
        return received(await ctx.elicit("Which colour?", response_type=["red", "green", "blue"]))

    @mcp.tool
    async def ask_multi(ctx: Context) -> str:
        return received(await ctx.elicit("Which channels?", response_type=[["email", "phone", "chat"]]))

    @mcp.tool
    async def ask_titled_multi(ctx: Context) -> str:
        titled = {"billing": {"title": "Billing"}, "bugs": {"title": "Bugs"}, "sales": {"title": "Sales"}}
        return received(await ctx.elicit("Which topics?", response_type=[titled]))

    @mcp.tool
    async def ask_dataclass(ctx: Context) -> str:
        return received(await ctx.elicit("Where should it go?", response_type=Shipping))

    @mcp.tool
    async def ask_model(ctx: Context) -> str:
        return received(await ctx.elicit("Tell us about you.", response_type=Profile))

    return mcp


def app():
    return build().http_app(path="/mcp")
