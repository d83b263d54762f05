import { ModerationScreen } from '@web/features/moderation/components/moderation-screen'

export function Component() {
  return <ModerationScreen />
}
