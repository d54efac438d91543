import { AppError } from '../../http/errors';

/**
 * Decision 008: another person's row is answered exactly like a row that does not exist, so the
 * reply never tells which ids exist.
 */
export function noSuchRow(what: string): AppError {
  return new AppError('NOT_FOUND', `You have no ${what} with this id.`);
}
