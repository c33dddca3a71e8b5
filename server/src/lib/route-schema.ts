import type { TSchema } from 'typebox';
import { ErrorsAnswer, MessagesAnswer } from '@contract/schemas/common';

// A route's declared answers: its successes, plus the contract's refusals that any call
// may answer (422 with an errors map; other 4xx and 5xx with messages). The serializer sends only
// what they declare, and the reference documents them.

const refusedFields = { ...ErrorsAnswer, description: 'Refused: the errors map names each refused field (code invalid_fields).' };
const refused = { ...MessagesAnswer, description: 'Refused (not found, login required, conflict, rate limited …): messages and a stable code.' };
const failed = { ...MessagesAnswer, description: 'A fault of ours or a passing one (503 with Retry-After): messages and a stable code.' };

export const answers = <Ok extends Record<number, TSchema>>(ok: Ok) => ({ ...ok, 422: refusedFields, '4xx': refused, '5xx': failed });
