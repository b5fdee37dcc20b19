"""The help desk's customer form, validated by Django as a Django site would (no database)."""

import django
from django.conf import settings

if not settings.configured:
    settings.configure(USE_I18N=False, USE_TZ=True)
    django.setup()

from django import forms  # noqa: E402
from django.db.models import Field  # noqa: E402


class CustomerForm(forms.Form):
    name = forms.CharField(label="Name", min_length=2, max_length=60)
    email = forms.EmailField(label="Email")
    website = forms.URLField(label="Website", required=False, assume_scheme="https")
    employees = forms.IntegerField(label="Employees", min_value=1, max_value=100_000, required=False)

    def __init__(self, *args, taken_emails=(), **kwargs):
        super().__init__(*args, **kwargs)
        self.taken_emails = {e.lower() for e in taken_emails}

    def clean_email(self):
        email = self.cleaned_data["email"]
        if email.lower() in self.taken_emails:
            # Django's own wording for a unique field, as a ModelForm would say it.
            raise forms.ValidationError(
                Field.default_error_messages["unique"], code="unique", params={"model_name": "Customer", "field_label": "Email"}
            )
        return email


def field_schema(name: str) -> dict:
    """The elicitation schema of one of the form's fields, with the constraints Django checks."""
    field = CustomerForm.base_fields[name]
    if isinstance(field, forms.EmailField):
        return {"type": "string", "format": "email", "title": field.label}
    if isinstance(field, forms.URLField):
        return {"type": "string", "format": "uri", "title": field.label}
    if isinstance(field, forms.IntegerField):
        return {"type": "integer", "title": field.label, "minimum": field.min_value, "maximum": field.max_value}
    schema = {"type": "string", "title": field.label}
    if field.min_length:
        schema["minLength"] = field.min_length
    if field.max_length:
        schema["maxLength"] = field.max_length
    return schema
