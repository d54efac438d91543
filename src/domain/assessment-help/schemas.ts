import { z } from 'zod';

/** What the advisor says back: a message and the topics to offer next as chips. */
export const GuidanceReplySchema = z.object({
  message: z.string(),
  suggestedTopics: z.array(z.string()),
});
export type GuidanceReply = z.infer<typeof GuidanceReplySchema>;

/** The form section in view, which the advisor's help and answers are about. */
export type GuidanceSection = 'personal' | 'conditions' | 'medications' | 'allergies';
