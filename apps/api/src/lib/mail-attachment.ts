/** A small text file sent with an e-mail, such as a calendar invitation (.ics). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}
