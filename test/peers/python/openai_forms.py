"""A parts shop on the official Python SDK (`mcp`) with OpenAI's own server helpers for its form
extension (`openai-mcp-extensions`, `openai/elicitation`): one tool per addition the extension
makes to a form, and one with a core file input (SEP-2356 `x-mcp-file`, a draft).

Every tool asks through the helper, in the era the client negotiated, as the helper's docs say:
- on 2026-07-28, `OpenAIExtensions.request_input` returns an `input_required` result and checks
  the answer on the retry (the helper's middleware is registered, as it requires);
- on 2025-11-25, `OpenAIExtensions.elicit_input_legacy` sends `openai/elicitation/create` itself.
The helper checks the answer against the schema it sent (choices, resource URIs) and the tool's
Pydantic model; a tool says what it received as JSON, or the person's decline or cancel.

`attach_invoice` is written by hand on the SDK: the helper's schema model has no `x-mcp-file`.
"""

import json
from typing import Annotated, Any

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ElicitRequest, ElicitRequestFormParams, ElicitResult, InputRequiredResult, Resource
from openai_mcp_extensions import OpenAIExtensions
from openai_mcp_extensions.form import UserResourceOptions, resource_input
from pydantic import AnyUrl, BaseModel, Field

MODERN = "2026-07-28"

# A 1x1 PNG (a single opaque teal pixel), for the one thumbnail sent inline.
TEAL_PIXEL = (
    "data:image/png;base64,"
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkqLv/HwAFJgJ0wSmaTQAAAABJRU5ErkJggg=="
)
# `.example` never resolves: a browser test serves these itself, nothing leaves the machine.
THUMBNAILS = "https://thumbnails.example/parts"


class ProjectCode(BaseModel):
    code: str = Field(title="Project code", description="Three capitals, a dash, three digits", pattern=r"^[A-Z]{3}-[0-9]{3}$")


class Plan(BaseModel):
    plan: str = Field(
        title="Plan",
        json_schema_extra={
            "oneOf": [
                {"const": "starter", "title": "Starter", "description": "One seat, community support."},
                {"const": "team", "title": "Team", "description": "Up to ten seats, support on weekdays."},
                {"const": "enterprise", "title": "Enterprise"},
            ]
        },
    )


class Part(BaseModel):
    part: str = Field(
        title="Part",
        json_schema_extra={
            "oneOf": [
                {"const": "hex-bolt", "title": "M6 hex bolt", "x-openai-thumbnail": {"src": f"{THUMBNAILS}/hex-bolt.png"}},
                {"const": "washer", "title": "M6 washer", "x-openai-thumbnail": {"src": TEAL_PIXEL, "mimeType": "image/png"}},
                # No thumbnail: the spec says the client shows a fallback image for it.
                {"const": "spacer", "title": "Spacer"},
            ]
        },
    )


class Review(BaseModel):
    part: str = Field(
        title="Part",
        min_length=1,
        json_schema_extra={"x-openai-suggestions": [{"const": "hex-bolt", "title": "M6 hex bolt"}, {"const": "washer", "title": "M6 washer"}]},
    )
    accessories: list[Annotated[str, Field(json_schema_extra={"x-openai-suggestions": [{"const": "washer", "title": "M6 washer"}, {"const": "nut", "title": "M6 nut", "description": "Zinc plated."}]})]] = Field(
        default=[], title="Accessories"
    )


PARTS = [
    Resource(
        uri="cad://parts/hex-bolt",
        name="hex-bolt",
        title="M6 hex bolt",
        description="Zinc plated, 30 mm.",
        _meta={
            "openai/thumbnail": {"src": f"{THUMBNAILS}/hex-bolt.png"},
            "openai/preview": {"target": {"type": "resource_link", "uri": "cad://parts/hex-bolt", "name": "M6 hex bolt"}},
        },
    ),
    Resource(uri="cad://parts/washer", name="washer", title="M6 washer", _meta={"openai/thumbnail": {"src": TEAL_PIXEL}}),
    Resource(uri="cad://parts/spacer", name="spacer", title="Spacer"),
]


class Reference(BaseModel):
    reference: AnyUrl = Field(title="Reference file", json_schema_extra=resource_input(options=PARTS))


class Parts(BaseModel):
    parts: list[AnyUrl] = Field(
        title="Parts",
        min_length=1,
        json_schema_extra={**resource_input(options=PARTS, selection="explicit"), "default": ["cad://parts/hex-bolt"]},
    )


class Drawings(BaseModel):
    drawings: list[AnyUrl] = Field(
        title="Drawings",
        min_length=1,
        max_length=3,
        json_schema_extra=resource_input(options=PARTS[:1], selection="implicit", user_options=UserResourceOptions(kind="file", accept=[".stl", ".step"])),
    )


FORMS: dict[str, tuple[str, str, type[BaseModel]]] = {
    # tool name: (description, message, form)
    "set_project_code": ("Asks for a project code that must match a pattern.", "Which project is this for?", ProjectCode),
    "choose_plan": ("Asks for a plan; each option has a description.", "Choose a plan", Plan),
    "choose_part": ("Asks for a part; the options have thumbnails (https and data:).", "Choose a part to inspect", Part),
    "review_part": ("Asks for a part and accessories: suggestions, or the person's own text.", "Which part is under review?", Review),
    "pick_reference": ("Asks for one resource from the server's options (thumbnails, a preview).", "Choose a reference file", Reference),
    "pick_parts": ("Asks for several resources, selected explicitly, one chosen by default.", "Choose parts to inspect", Parts),
    "add_drawings": ("Asks for drawings: the server's or the person's own files (userOptions).", "Add the drawings for this order", Drawings),
}

INVOICE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "invoice": {
            "type": "string",
            "format": "uri",
            "title": "Invoice",
            "description": "A PDF or PNG of at most 1 MiB",
            "x-mcp-file": {"accept": ["application/pdf", "image/png"], "maxSize": 1_048_576},
        },
        "note": {"type": "string", "title": "Note"},
    },
    "required": ["invoice"],
}


def build() -> MCPServer:
    extensions = OpenAIExtensions()
    mcp = MCPServer("OpenAI forms parts shop", middleware=[extensions.middleware])

    def modern(ctx: Context) -> bool:
        return (ctx.protocol_version or "") >= MODERN

    def said(result: Any) -> str:
        if result.action != "accept":
            return json.dumps({"action": result.action})
        return json.dumps({"action": "accept", "content": result.data.model_dump(mode="json")}, sort_keys=True)

    def form_tool(name: str, description: str, message: str, form: type[BaseModel]) -> None:
        async def tool(ctx: Context) -> str | InputRequiredResult:
            try:
                if modern(ctx):
                    result = extensions.request_input(ctx, key=name, message=message, schema=form)
                    if isinstance(result, InputRequiredResult):
                        return result
                else:
                    result = await extensions.elicit_input_legacy(ctx, mode="form", message=message, schema=form)
            except ValueError as error:
                # The helper's own words: a client without the extension, or an answer it refused.
                raise ToolError(str(error)) from error
            return said(result)

        mcp.tool(name=name, description=description)(tool)

    for name, (description, message, form) in FORMS.items():
        form_tool(name, description, message, form)

    @mcp.tool(description="Asks for an invoice as a core file input (SEP-2356 x-mcp-file: a data: URI, PDF or PNG, at most 1 MiB).")
    async def attach_invoice(ctx: Context) -> str | InputRequiredResult:
        message = "Attach the invoice"
        if modern(ctx):
            answer = (ctx.input_responses or {}).get("invoice")
            if not isinstance(answer, ElicitResult):
                ask = ElicitRequest(params=ElicitRequestFormParams(message=message, requested_schema=INVOICE_SCHEMA))
                return InputRequiredResult(input_requests={"invoice": ask})
        else:
            answer = await ctx.session.elicit_form(message=message, requested_schema=INVOICE_SCHEMA, related_request_id=ctx.request_id)
        if answer.action != "accept":
            return json.dumps({"action": answer.action})
        content = answer.content or {}
        uri = content.get("invoice")
        if not isinstance(uri, str) or not uri.startswith("data:"):
            raise ToolError(f"The invoice must be a data: URI, got {uri!r}.")
        header, _, data = uri.partition(",")
        return json.dumps({"action": "accept", "header": header, "base64Length": len(data), "note": content.get("note")}, sort_keys=True)

    return mcp


def app():
    return build().streamable_http_app()
