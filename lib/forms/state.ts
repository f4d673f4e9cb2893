/** What the form action answers; shared by the server action and the renderer. */
export type FormState =
  | { status: 'idle' }
  | {
      status: 'error';
      /** Messages by control name, each shown beside its input. */
      errors: Record<string, string>;
      /** Messages about the whole submission (rate limit, bot check, expired page). */
      message: string | null;
      /** The visitor's input, so a page re-rendered without JavaScript keeps it. */
      values: Record<string, string>;
      /** Changes with every answer so the summary takes focus again after a repeat error. */
      attempt: number;
      /** The signed render time the form was sent with, kept when it is sent again (see "too quick"). */
      started?: string;
    }
  | { status: 'success'; message: string; queued: boolean };

export const IDLE: FormState = { status: 'idle' };
