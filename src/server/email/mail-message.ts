/** One email, as the mailer sends it and the SMTP queue stores it. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}
