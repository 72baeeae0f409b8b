// Small helpers over node:util parseArgs so every command reports bad flags the same way.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from '../core/errors.js';

export function parse<T extends NonNullable<ParseArgsConfig['options']>>(
  args: string[],
  options: T,
  allowPositionals = true,
) {
  try {
    return parseArgs({ args, options, allowPositionals, strict: true });
  } catch (err) {
    throw new UsageError((err as Error).message.replace(/\. To specify.*$/s, ''));
  }
}

export function requireString(value: unknown, flag: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`${flag} is required`);
  return value.trim();
}
