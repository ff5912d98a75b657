import { explain, type Command } from './command.ts';
import { ConfigError } from './config.ts';
import { createMailer, outboxDir } from './mail.ts';

/** `vitrine mail test ADDRESS`: shows that the shop can send mail. */
export const mailCommand: Command = {
  name: 'mail',
  usage: [
    {
      synopsis: 'mail test ADDRESS',
      summary: 'send a test mail (through SMTP_URL, or into DATA_DIR/outbox)',
    },
  ],
  async run({ config, args: [action, to] }) {
    if (action !== 'test') throw new ConfigError(`unknown mail command: ${action ?? ''}`);
    if (!to) throw new ConfigError('name the address to send the test mail to');
    const mailer = createMailer(config);
    try {
      const { messageId } = await mailer
        .send({
          to,
          subject: `${config.SHOP_NAME}: a test mail`,
          text: `This mail shows that ${config.SHOP_NAME} can send mail.`,
        })
        .catch((e: unknown) => explain(e, 'The address'));
      console.log(
        mailer.transport === 'smtp'
          ? `The SMTP server accepted the test mail ${messageId}.`
          : `Wrote the test mail into ${outboxDir(config)} (set SMTP_URL to send it).`,
      );
    } finally {
      mailer.close();
    }
  },
};
