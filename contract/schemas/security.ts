import { Type } from 'typebox';
import { PRIVACY_LEVELS } from '../types/security';
import { FormText } from './common';

// Account security and privacy (issue 18): privacy settings of the public profile.

export const PrivacyLevel = Type.Enum(PRIVACY_LEVELS, {
  description: 'public: everyone; friends: the players on the owner’s friends list; private: only the owner.',
});

/** `GET /api/user/account/privacy` and the answer of its save. */
export const PrivacySettings = Type.Object(
  {
    inventory: PrivacyLevel,
    bank: PrivacyLevel,
    friends: PrivacyLevel,
    timeline: PrivacyLevel,
    hideFromRankings: Type.Boolean({ description: 'Rankings show "hidden player" in the row, which keeps its position.' }),
    hideFromOnline: Type.Boolean({ description: 'Left out of the who’s-online list.' }),
    hideFromSearch: Type.Boolean({ description: 'Name searches never find the player.' }),
  },
  {
    description: 'Who may see each tab of the public profile, and where the player is listed.',
    examples: [
      { inventory: 'private', bank: 'friends', friends: 'public', timeline: 'public', hideFromRankings: false, hideFromOnline: true, hideFromSearch: false },
    ],
  },
);

/** `POST /api/user/account/privacy`: form fields (booleans as 1/0 or true/false). */
export const PrivacyBody = Type.Object({
  inventory: FormText('public, friends or private (required).', ['private']),
  bank: FormText('public, friends or private (required).', ['friends']),
  friends: FormText('public, friends or private (required).', ['public']),
  timeline: FormText('public, friends or private (required).', ['public']),
  hideFromRankings: FormText('1 to show "hidden player" in the rankings.', ['0']),
  hideFromOnline: FormText('1 to stay off the who’s-online list.', ['1']),
  hideFromSearch: FormText('1 to stay out of name searches.', ['0']),
});
