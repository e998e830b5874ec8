/** The run cannot start (exit code 2): the base does not answer, or its control API refuses a reset. */
export class RunNotStarted extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RunNotStarted';
  }
}
