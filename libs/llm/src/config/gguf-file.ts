import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { ValidatorConstraint, type ValidationArguments, type ValidatorConstraintInterface } from 'class-validator';

/** Every GGUF file starts with these four bytes. */
const GGUF_MAGIC = 'GGUF';

/** Why `path` cannot be loaded as a GGUF model, or undefined when it can be read and looks like one. */
export function ggufProblem(path: string): string | undefined {
  let fd: number | undefined;
  try {
    if (!statSync(path).isFile()) return 'not a file';
    fd = openSync(path, 'r');
    const magic = Buffer.alloc(4);
    readSync(fd, magic, 0, 4, 0);
    return magic.toString('latin1') === GGUF_MAGIC ? undefined : 'not a GGUF file (no GGUF header)';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'not readable' : String(error);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * `LLM_MODEL_PATH` must name a readable GGUF file. Checked when the config loads, so a wrong
 * path stops the boot with the variable's name instead of failing the first inference.
 */
@ValidatorConstraint({ name: 'readableGgufFile' })
export class ReadableGgufFile implements ValidatorConstraintInterface {
  /** Only a path is checked: an unset or non-string value is `IsString`'s to report. */
  validate(value: unknown): boolean {
    return typeof value !== 'string' || ggufProblem(value) === undefined;
  }

  defaultMessage(args: ValidationArguments): string {
    return `LLM_MODEL_PATH must be a readable GGUF model file: ${ggufProblem(String(args.value))}`;
  }
}
