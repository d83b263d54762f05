// The surfaces of the visibility policy test, one file per kind: each answers "does this viewer
// see the item here?".

import { commentSurfaces } from './comment-surfaces'
import type { Surface } from './kit'
import { launchSurfaces } from './launch-surfaces'
import { postSurfaces } from './post-surfaces'
import { profileSurfaces } from './profile-surfaces'
import { projectSurfaces } from './project-surfaces'

export type { Ctx, Kind, Role, Rule, Scenario, Shield, Surface } from './kit'

export const surfaces: Surface[] = [
  ...postSurfaces,
  ...commentSurfaces,
  ...projectSurfaces,
  ...launchSurfaces,
  ...profileSurfaces,
]
