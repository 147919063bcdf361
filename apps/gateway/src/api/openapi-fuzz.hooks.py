"""schemathesis hooks of apps/gateway/src/api/openapi-fuzz.int-spec.ts (loaded through SCHEMATHESIS_HOOKS).

A request valid by the document can still meet state no schema describes; a well-behaved
client knows that state, so every request that is valid by the document (positive) gets it
here, and requests meant to be invalid keep what was generated, so they are still refused:

- Idempotency-Key names one request: a client sends a new key for each new request, and the
  server refuses a key reused with another body (422 idempotency_key_reused, as the IETF
  Idempotency-Key draft asks). No schema can say "unique per request", so hypothesis draws the
  same short keys ("0", "00", ...) for different bodies again and again: each gets a fresh key.
- Money: a workspace's balance and budgets keep the currency they were opened in (422
  currency_mismatch; libs/services/billing/src/budget/budget.decider.ts). Any three capitals
  are a valid ISO 4217 shape, so the currency is the one GET /v1/billing reports
  (LOMO_FUZZ_CURRENCY), as a client reads it before topping up or setting a budget.
- MCP servers: attaching one connects to its `url` and lists its tools (422 mcp_unavailable
  when nothing answers there, mcp_timeout when not within `timeoutMs`). The URL is the test's
  own MCP server (LOMO_FUZZ_MCP_URL), given at least 30 s on a loaded machine, with no
  `credentialId`: a generated one does not exist (422 mcp_credential_missing), and one the test
  registered would not live through the run, whose stateful phase revokes what the credential
  list shows (mcp-servers.int-spec.ts attaches with a credential); and so with no `oauth`
  either, which needs one (and an issuer that answers; mcp-oauth.int-spec.ts covers it).
- Resumable uploads (tus 1.0.0): a creation sends exactly one of Upload-Length and
  Upload-Defer-Length (400 upload_length_required otherwise), which no schema of separate
  headers can say; and Upload-Metadata's values are base64 of the client's own file name and
  type, which the server checks as text (a name without U+0000, a linkTaskId of a task that
  exists): a valid creation names its file "fuzz.png" (image/png). Its body, raw bytes sent as
  application/offset+octet-stream, is serialized as application/octet-stream is.
- Document edits name the version they are based on (If-Match): any other than the latest is
  412 stale_version once the text changed, and generated versions are rarely the latest. The
  edit is based on the version GET /v1/objects/{id} reports, as a client reads it first.
"""

import os
import uuid

import requests
import schemathesis

CURRENCY = os.environ.get("LOMO_FUZZ_CURRENCY")
MCP_URL = os.environ.get("LOMO_FUZZ_MCP_URL")
API_URL = os.environ.get("LOMO_FUZZ_API_URL")
AUTHORIZATION = os.environ.get("LOMO_FUZZ_AUTHORIZATION")


def _with_currency(body):
    if isinstance(body, dict):
        if isinstance(body.get("currency"), str):
            body["currency"] = CURRENCY
        for value in body.values():
            _with_currency(value)


# tus PATCH bodies are raw bytes, as application/octet-stream bodies are.
schemathesis.serializer.alias("application/offset+octet-stream", "application/octet-stream")

UPLOAD_METADATA = "filename ZnV6ei5wbmc=,filetype aW1hZ2UvcG5n"  # fuzz.png, image/png


@schemathesis.hook
def before_call(context, case, kwargs):
    meta = case.meta
    if meta is None or not meta.generation.mode.is_positive:
        return
    for name in list(case.headers or {}):
        if name.lower() == "idempotency-key":
            case.headers[name] = f"fuzz-{uuid.uuid4()}"
    if API_URL and case.operation.label == "PUT /v1/objects/{objectId}/content":
        _based_on_latest(case)
    if case.operation.label == "POST /v1/uploads" and case.headers is not None:
        _one_upload_length(case.headers)
    if not isinstance(case.body, dict):
        return
    if CURRENCY:
        _with_currency(case.body)
    if MCP_URL and case.operation.label == "POST /v1/mcp-servers":
        case.body["url"] = MCP_URL
        case.body.pop("credentialId", None)
        case.body.pop("oauth", None)
        if isinstance(case.body.get("timeoutMs"), int):
            case.body["timeoutMs"] = max(case.body["timeoutMs"], 30_000)


def _based_on_latest(case):
    object_id = (case.path_parameters or {}).get("objectId")
    if not object_id or case.headers is None:
        return
    read = requests.get(
        f"{API_URL}/v1/objects/{requests.utils.quote(str(object_id), safe='')}",
        headers={"Authorization": AUTHORIZATION},
        timeout=20,
    )
    if read.status_code != 200:
        return
    latest = read.json()["latestVersion"]
    for name in list(case.headers):
        if name.lower() == "if-match":
            case.headers[name] = f'"{latest}"'


def _one_upload_length(headers):
    names = {name.lower(): name for name in headers}
    if "upload-length" in names:
        headers.pop(names.get("upload-defer-length", ""), None)
    elif "upload-defer-length" not in names:
        headers["Upload-Defer-Length"] = "1"
    if "upload-metadata" in names:
        headers[names["upload-metadata"]] = UPLOAD_METADATA
