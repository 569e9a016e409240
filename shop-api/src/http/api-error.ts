import { errorStatusByType, type ErrorBody, type ErrorType, type Locale } from '@contract';
import { renderText, type MessageKey, type Text } from '../messages/message';

/** A field's problem: the field's path and a catalogue message, rendered in the request's language. */
export interface ApiFieldError {
  field: string;
  message: Text;
}

/**
 * The one error type of the shop API; the error handler turns it into the contract's error body in
 * the request's language. Messages are catalogue keys (shop-api/src/messages/), never texts.
 */
export class ApiError extends Error {
  readonly type: ErrorType;
  readonly text: Text;
  readonly fieldErrors: ApiFieldError[];

  constructor(type: ErrorType, message: Text, fieldErrors: ApiFieldError[] = []) {
    // The English text as Error.message, for logs.
    super(renderText('en', message));
    this.name = 'ApiError';
    this.type = type;
    this.text = message;
    this.fieldErrors = fieldErrors;
  }

  get status(): number {
    return errorStatusByType[this.type];
  }

  toBody(locale: Locale): ErrorBody {
    return {
      status: this.status,
      type: this.type,
      message: renderText(locale, this.text),
      errors: this.fieldErrors.map((e) => ({ field: e.field, message: renderText(locale, e.message) })),
    };
  }

  /** A 404 for a record: `what` is its `notFound.*` message (a whole sentence, for the grammar's sake). */
  static notFound(what: MessageKey & `notFound.${string}`): ApiError {
    return new ApiError('not_found', what);
  }

  static validation(fieldErrors: ApiFieldError[], message: Text = 'validation.request'): ApiError {
    return new ApiError('validation_error', message, fieldErrors);
  }
}
