"""A help desk on the official Python SDK (`mcp`), in the shape of the Django recipe this project
grew from: tools that ask before they act, with the SDK's public API only.

- `delete_customer` asks for confirmation; only an accepted `true` deletes, and a client that
  cannot ask never deletes.
- `create_customer` validates with a Django form and asks again, round after round, for exactly
  the fields that are wrong, quoting Django's own messages; fields already valid are kept.
- `book_call` asks through the SDK's dependency form (`Elicit`), which picks the protocol era.

Both eras from one URL: on 2026-07-28 a tool returns `InputRequiredResult` and reads
`ctx.input_responses` on the retry; on 2025-11-25 it sends `elicitation/create` itself.
"""

import datetime
import itertools
import json
from typing import Annotated, Any, Literal

from mcp.server.mcpserver import Context, Elicit, MCPServer, Resolve
from mcp.server.mcpserver.exceptions import ToolError
from mcp.shared.exceptions import MCPError
from mcp.types import ElicitRequest, ElicitRequestFormParams, ElicitResult, InputRequiredResult
from pydantic import BaseModel, Field

from customer_form import CustomerForm, field_schema

MODERN = "2026-07-28"
MISSING_REQUIRED_CLIENT_CAPABILITY = -32021


class CallSlot(BaseModel):
    day: datetime.date = Field(title="Day")
    part_of_day: Literal["morning", "afternoon", "evening"] = Field(default="morning", title="Part of the day")
    minutes: int = Field(default=15, ge=5, le=60, title="How long (minutes)")
    note: str | None = Field(default=None, max_length=200, title="A note for the agent")


def build() -> MCPServer:
    customers: dict[str, dict[str, Any]] = {
        "C-1": {"name": "Ada Lovelace", "email": "ada@example.com"},
        "C-2": {"name": "Grace Hopper", "email": "grace@example.com"},
    }
    ids = itertools.count(len(customers) + 1)
    mcp = MCPServer("Python help desk")

    def modern(ctx: Context) -> bool:
        return (ctx.protocol_version or "") >= MODERN

    def can_ask(ctx: Context) -> bool:
        """The client declared form elicitation (a bare `elicitation: {}` means form)."""
        caps = ctx.client_capabilities
        elicitation = caps.elicitation if caps else None
        return elicitation is not None and (elicitation.form is not None or elicitation.url is None)

    def refuse_without_asking(ctx: Context, what: str) -> None:
        if can_ask(ctx):
            return
        if modern(ctx):
            raise MCPError(
                code=MISSING_REQUIRED_CLIENT_CAPABILITY,
                message=f"{what} needs the person's answer, and this client cannot ask.",
                data={"requiredCapabilities": {"elicitation": {"form": {}}}},
            )
        raise ToolError(f"{what} needs the person's answer, and this client cannot ask. Nothing was changed.")

    async def ask_legacy(ctx: Context, message: str, schema: dict[str, Any]) -> ElicitResult:
        return await ctx.session.elicit_form(message=message, requested_schema=schema, related_request_id=ctx.request_id)

    @mcp.tool(description="Delete a customer, once the person confirms. Nothing is deleted otherwise.")
    async def delete_customer(customer_id: str, ctx: Context) -> str | InputRequiredResult:
        customer = customers.get(customer_id)
        if customer is None:
            raise ToolError(f"There is no customer {customer_id}.")
        refuse_without_asking(ctx, f"Deleting {customer_id}")
        message = f"Delete {customer['name']} ({customer['email']})? This cannot be undone."
        schema = {
            "type": "object",
            "properties": {"confirm": {"type": "boolean", "title": f"Yes, delete {customer['name']}"}},
            "required": ["confirm"],
        }
        if modern(ctx):
            answer = (ctx.input_responses or {}).get("confirm")
            if answer is None or json.loads(ctx.request_state or "{}").get("customer") != customer_id:
                ask = ElicitRequest(params=ElicitRequestFormParams(message=message, requested_schema=schema))
                return InputRequiredResult(input_requests={"confirm": ask}, request_state=json.dumps({"customer": customer_id}))
        else:
            answer = await ask_legacy(ctx, message, schema)
        if not isinstance(answer, ElicitResult) or answer.action != "accept":
            return f"Not deleted: the person chose {getattr(answer, 'action', 'nothing')}."
        if (answer.content or {}).get("confirm") is not True:
            return "Not deleted: the person did not confirm."
        del customers[customer_id]
        return f"Deleted {customer_id} ({customer['name']})."

    @mcp.tool(description="Create a customer. Asks again for whatever the Django form finds wrong.")
    async def create_customer(ctx: Context, name: str = "", email: str = "", website: str = "") -> str | InputRequiredResult:
        refuse_without_asking(ctx, "Creating a customer")
        taken = [c["email"] for c in customers.values()]
        data: dict[str, Any] = {"name": name, "email": email, "website": website}
        state: dict[str, Any] = {}
        if modern(ctx) and ctx.request_state:
            state = json.loads(ctx.request_state)
            data = state["data"]
            answer = (ctx.input_responses or {}).get("fix")
            if isinstance(answer, ElicitResult):
                if answer.action != "accept":
                    return f"No customer was created: the person chose {answer.action}."
                data.update({k: "" if v is None else v for k, v in (answer.content or {}).items()})
        for _round in range(1, 20):
            form = CustomerForm(data, taken_emails=taken)
            if form.is_valid():
                cid = f"C-{next(ids)}"
                customers[cid] = {k: v for k, v in form.cleaned_data.items() if v not in (None, "")}
                return f"Created {cid}: {form.cleaned_data['name']} <{form.cleaned_data['email']}>."
            wrong = {field: [str(m) for m in messages] for field, messages in form.errors.items()}
            properties = {field: {**field_schema(field), "description": " ".join(messages)} for field, messages in wrong.items()}
            lines = [f"{CustomerForm.base_fields[f].label}: {' '.join(m)}" for f, m in wrong.items()]
            message = "Please correct what the help desk could not accept.\n" + "\n".join(lines)
            schema = {"type": "object", "properties": properties, "required": [f for f in wrong if CustomerForm.base_fields[f].required]}
            valid = {k: v for k, v in data.items() if k not in wrong}
            if modern(ctx):
                ask = ElicitRequest(params=ElicitRequestFormParams(message=message, requested_schema=schema))
                return InputRequiredResult(input_requests={"fix": ask}, request_state=json.dumps({"data": valid, "asked": sorted(wrong)}))
            answer = await ask_legacy(ctx, message, schema)
            if answer.action != "accept":
                return f"No customer was created: the person chose {answer.action}."
            data = {**valid, **{k: "" if v is None else v for k, v in (answer.content or {}).items()}}
        raise ToolError("The person could not be helped to a valid customer in 20 rounds.")

    async def ask_slot(customer_id: str) -> Elicit[CallSlot]:
        name = customers.get(customer_id, {}).get("name", customer_id)
        return Elicit(f"When should we call {name}?", CallSlot)

    @mcp.tool(description="Book a call with a customer; asks when (the SDK's Elicit dependency).")
    async def book_call(customer_id: str, slot: Annotated[CallSlot, Resolve(ask_slot)]) -> str:
        note = f", note: {slot.note}" if slot.note else ""
        return f"Booked a {slot.minutes}-minute call with {customer_id} on {slot.day.isoformat()} ({slot.part_of_day}){note}."

    @mcp.tool(description="The customers, as JSON.")
    async def list_customers() -> str:
        return json.dumps(customers, sort_keys=True)

    return mcp


def app():
    return build().streamable_http_app()
