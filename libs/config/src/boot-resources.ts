/**
 * What an app's providers opened while it was being built. Once the app exists, its shutdown
 * hooks close everything; but when building fails half-way (a factory throws after the
 * database pool and the Kafka producer are open), Nest has no app to close and would leave
 * them running — in a test run, that keeps the process alive and poisons later test files.
 * `createLomoApp` closes what is tracked here when the build fails.
 */
export class BootResources {
  private readonly open: Array<{ name: string; close: () => Promise<void> }> = [];

  /** Records something to close if the boot fails. */
  track(name: string, close: () => Promise<void>): void {
    this.open.push({ name, close });
  }

  /** Closes everything tracked, newest first; one failure does not stop the rest. */
  async closeAll(): Promise<void> {
    for (const { close } of this.open.splice(0).reverse()) await close().catch(() => undefined);
  }
}
