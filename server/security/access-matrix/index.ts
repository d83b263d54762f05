// Every API operation with the status each role gets, one file per area; access-control.test.ts
// runs them all and checks that every registered route has a case.

import { accountCases } from './account-cases'
import { authCases } from './auth-cases'
import { draftCases } from './draft-cases'
import { launchCases, launchModerationCases } from './launch-cases'
import { peopleCases } from './people-cases'
import { postCases } from './post-cases'
import { projectCases } from './project-cases'
import { publicCases } from './public-cases'
import { readCases } from './read-cases'
import type { MatrixCase } from './roles'
import { safetyCases } from './safety-cases'

export { type MatrixContext, type Role, roles } from './roles'

export const accessMatrix: MatrixCase[] = [
  ...authCases,
  ...publicCases,
  ...readCases,
  ...accountCases,
  ...postCases,
  ...projectCases,
  ...peopleCases,
  ...draftCases,
  ...safetyCases,
  ...launchCases,
  ...launchModerationCases,
]
