/** A backup or restore that was refused for a reason the person running it can fix. */
export class BackupRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefused';
  }
}
