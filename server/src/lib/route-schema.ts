import type { TSchema } from 'typebox';
import { ErrorsAnswer, MessagesAnswer } from '@contract/schemas/common';

// A route's declared answers (issue 13): its successes, plus the contract's refusals that any call
// may answer (422 with an errors map; other 4xx and 5xx with messages). The serializer sends only
// what they declare, and the reference documents them.

export const answers = <Ok extends Record<number, TSchema>>(ok: Ok) => ({ ...ok, 422: ErrorsAnswer, '4xx': MessagesAnswer, '5xx': MessagesAnswer });
