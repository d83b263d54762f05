import { ProjectFormScreen } from '@web/features/projects/components/project-form-screen'

export function Component() {
  return <ProjectFormScreen />
}
