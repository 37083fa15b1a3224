// Why an export or import was refused: a message for the operator (the CLI prints it, the console
// shows it), never a stack trace. Nothing was written when it is thrown.
export class ArchiveRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveRefusal';
  }
}
