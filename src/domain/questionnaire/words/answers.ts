// ---------------------------------------------------------------------------------------------
// Answers that mean "none", "skip" or "let's finish".
// ---------------------------------------------------------------------------------------------

/** The whole answer, punctuation removed, is a plain no. */
export const PLAIN_NONE =
  /^(?:no+|none|nope|nah|nothing|not really|no thanks?(?: you)?|n ?a|zero|nil|no none|none at all|nothing at all|not that i know(?: of)?|none that i know(?: of)?|i don't think so|nothing really|nothing in particular|nothing special|no not really|not at all|no i don't|i don't|no i don't have any|i don't have any|none really)(?: thanks?(?: you)?)?$/;

/** Phrases that answer a list question with "none", in any answer. */
export const NONE_PHRASES: Readonly<
  Record<'allergies' | 'dietaryRestrictions' | 'likedFoods' | 'dislikedFoods', RegExp>
> = {
  allergies:
    /\bno (?:known |food )?allerg(?:ies|y)\b|\bnot allergic to anything\b|\bi(?:'m| am) not allergic\b|\bnothing i'm allergic to\b|\bdon't have (?:any )?(?:food )?allerg(?:ies|y)\b|\bno intoleran\w*\b/,
  dietaryRestrictions:
    /\bno (?:dietary |diet |food |special )?restrictions?\b|\bi eat (?:pretty much |just about )?(?:everything|anything)\b|\bomnivore\b|\bno special diet\b|\bnormal diet\b|\bdon't (?:have|follow) (?:any )?(?:restrictions|special diet|particular diet)\b/,
  likedFoods:
    /\bi (?:like|love|eat|enjoy) (?:pretty much |just about )?(?:everything|anything|all (?:kinds of )?foods?)\b|\bnot picky\b|\bno preferences?\b|\bnothing in particular\b|\banything\b/,
  dislikedFoods:
    /\bno dislikes?\b|\bi (?:like|eat) (?:pretty much |just about )?(?:everything|anything)\b|\bnot picky\b|\bnothing really\b|\bnothing in particular\b|\bi'm easy\b/,
};

/** The person wants to skip this question. */
export const SKIP =
  /^(?:skip(?: this| it| that)?|pass|next(?: question)?|i don't know|don't know|not sure|unsure|no idea|dunno|idk|rather not say|i'd rather not say|prefer not to say|no comment|can we skip(?: this| that)?|let's skip(?: this| that)?|move on)$/;

/** The person wants to finish and get the plan. */
export const FINISH =
  /^(?:that's (?:all|it|everything)|i'm done|done|finish(?:ed)?|i'm finished|generate(?: my| the)?(?: meal)? plan|make (?:my|the)(?: meal)? plan|let's go|skip to (?:the |my )?(?:meal )?plan|enough questions|no more questions|just make (?:my|the|a)(?: meal)? plan)$/;
