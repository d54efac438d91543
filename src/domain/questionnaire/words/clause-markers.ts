// ---------------------------------------------------------------------------------------------
// Clause markers: which way a clause leans about the foods it names. First match wins.
// ---------------------------------------------------------------------------------------------

export const NEGATED_ALLERGY =
  /\b(?:not|n't|never been|no longer) (?:\w+ )?allerg\w*|\bno (?:known |food )?allerg\w*/;
export const ALLERGY_MARKER = /\b(?:allerg\w*|anaphyla\w*|epi[\s-]?pen)\b/;
export const INTOLERANCE_MARKER =
  /\b(?:intoleran\w*|sensitiv\w*|can't (?:digest|tolerate)|cannot (?:digest|tolerate)|upsets? my stomach|makes? me (?:sick|bloated|ill))\b/;
export const DISLIKE_MARKER =
  /\b(?:hate[sd]?|dislike[sd]?|detest|loathe|can't stand|cannot stand|not (?:really )?(?:a |much of a |the |too much of a )?(?:big |huge |great |biggest |greatest )?fan|no fan of|don't (?:really |much )?(?:like|love|enjoy|care for|fancy)|do not (?:like|enjoy)|doesn't agree with me|not (?:into|keen on|fond of|crazy about)|never liked|gross|yuck|disgusting|not for me|can't do)\b/;
export const AVOID_MARKER =
  /\b(?:avoid\w*|don't eat|do not eat|can't eat|cannot eat|can't have|won't eat|never eat|no longer eat|stopped eating|stay away from|steer clear of|cut(?:ting)? out|without|keep (?:out|away))\b|^(?:no|nothing with|zero|not any|none of)\b/;
export const ALLOWED_MARKER =
  /\b(?:is|are) (?:fine|ok|okay|good|allowed)\b|\b(?:fine|ok|okay) with\b|\bi (?:do |still |also )?eat\b/;
export const LIKE_MARKER =
  /\b(?:love[sd]?|like[sd]?|enjoy[sd]?|adore|fan of|favou?rites?|prefer|crave|fond of|into|can't get enough|big on|partial to|yum\w*|delicious|tasty|eat a lot of|eat lots of|go for)\b/;
/** Uses of 'like' that are not about liking a food. */
export const NOT_A_LIKE =
  /\b(?:would like|'d like|like to|feel like|looks? like|such as|like a lot)\b/g;
export const NOT_START = /^not\b/;
