// Errors a route throws to answer in the contract's shapes (design.md): 422 with an errors map,
// other 4xx with a messages list.

export class ValidationFailed extends Error {
  readonly statusCode = 422;
  constructor(readonly errors: Record<string, string[]>) {
    super('Validation failed');
  }
}

export class RequestRefused extends Error {
  constructor(
    readonly statusCode: number,
    readonly messages: string[],
  ) {
    super(messages.join(' '));
  }
}

export const refuse = (status: number, ...messages: string[]) => new RequestRefused(status, messages);
export const notFound = (what = 'The page') => refuse(404, `${what} was not found.`);
export const fieldError = (field: string, message: string) => new ValidationFailed({ [field]: [message] });
