import { makePost } from './make-post';
import { earlyEssays } from './thought-leadership-1';
import { laterEssays } from './thought-leadership-2';

export const thoughtLeadership = [...earlyEssays, ...laterEssays].map((draft) => makePost('thought-leadership', draft));
