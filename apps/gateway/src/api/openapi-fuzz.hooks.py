"""schemathesis hooks of apps/gateway/src/api/openapi-fuzz.int-spec.ts (loaded through SCHEMATHESIS_HOOKS).

An Idempotency-Key names one request: a client sends a new key for each new request, and the
server refuses a key reused with another body (422 idempotency_key_reused, as the IETF
Idempotency-Key draft asks). No schema can say "unique per request", so hypothesis draws the
same short keys ("0", "00", ...) for different bodies again and again. This hook gives every
request that is valid by the document a fresh key, as a well-behaved client would; requests
meant to be invalid keep what was generated, so a malformed key is still refused.
"""

import uuid

import schemathesis


@schemathesis.hook
def before_call(context, case, kwargs):
    meta = case.meta
    if meta is None or not meta.generation.mode.is_positive or not case.headers:
        return
    for name in list(case.headers):
        if name.lower() == "idempotency-key":
            case.headers[name] = f"fuzz-{uuid.uuid4()}"
