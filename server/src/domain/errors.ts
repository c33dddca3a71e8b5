import type { ErrorCode } from '@contract/types/entities';

// The domain's own refusals: what went wrong in the game's terms, with a stable
// machine-readable code. The domain never speaks HTTP; the errors plugin maps each kind to its
// status and the contract's answer shapes.

export abstract class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The thing asked for does not exist (or is gone). */
export class NotFound extends DomainError {
  constructor(message: string) {
    super('not_found', message);
  }
}

/** Somebody else changed it first (a bet joined or cancelled, a package sold out). */
export class Conflict extends DomainError {
  constructor(code: ErrorCode, message: string) {
    super(code, message);
  }
}

/** The player may not do this to this thing (another player's bet). */
export class Forbidden extends DomainError {
  constructor(message: string) {
    super('forbidden', message);
  }
}

/** A rule of the game refuses it (your own bet, not enough coins, a gift to yourself, a path outside the uploads). */
export class RuleBroken extends DomainError {
  constructor(code: ErrorCode, message: string) {
    super(code, message);
  }
}

/** A payment the site cannot take yet (a package priced in real money). */
export class PaymentUnavailable extends DomainError {
  constructor(message: string) {
    super('payment_unavailable', message);
  }
}

/** Input fields the domain refuses, each with its messages (a slug taken, a stake above the balance). */
export class InvalidFields extends DomainError {
  constructor(readonly errors: Record<string, string[]>) {
    super('invalid_fields', 'Invalid fields');
  }
}

export const notFound = (what: string) => new NotFound(`${what} was not found.`);
export const invalidField = (field: string, message: string) => new InvalidFields({ [field]: [message] });
