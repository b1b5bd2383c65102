/** Bad usage or an unreadable file: the command prints the message (and usage) and exits 2. */
export class CommandError extends Error {
  override readonly name = 'CommandError';

  constructor(
    message: string,
    readonly showUsage = false,
  ) {
    super(message);
  }
}
