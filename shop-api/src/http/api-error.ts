import { errorStatusByType, type ErrorBody, type ErrorType, type FieldError } from '@contract';

/** The one error type of the shop API; the error handler turns it into the contract's error body. */
export class ApiError extends Error {
  readonly type: ErrorType;
  readonly fieldErrors: FieldError[];

  constructor(type: ErrorType, message: string, fieldErrors: FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.type = type;
    this.fieldErrors = fieldErrors;
  }

  get status(): number {
    return errorStatusByType[this.type];
  }

  toBody(): ErrorBody {
    return { status: this.status, type: this.type, message: this.message, errors: this.fieldErrors };
  }

  static notFound(what: string): ApiError {
    return new ApiError('not_found', `${what} was not found.`);
  }

  static validation(fieldErrors: FieldError[], message = 'The request is not valid.'): ApiError {
    return new ApiError('validation_error', message, fieldErrors);
  }
}
