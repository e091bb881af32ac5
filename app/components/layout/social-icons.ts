/** The social profiles' glyphs SocialIcon.tsx draws; the footer's `social` list names one each. */
export const SOCIAL_ICON_NAMES = ["linkedin", "instagram", "youtube"] as const;

export type SocialIconName = (typeof SOCIAL_ICON_NAMES)[number];
