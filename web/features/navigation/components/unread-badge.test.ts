import { describe, expect, it } from 'vitest'
import { badgeText, notificationsLabel } from './unread-badge'

describe('unread badge', () => {
  it('shows the count up to 99, then 99+ (spec)', () => {
    expect(badgeText(1)).toBe('1')
    expect(badgeText(99)).toBe('99')
    expect(badgeText(100)).toBe('99+')
  })

  it('gives the link a name that says how many are unread', () => {
    expect(notificationsLabel(0)).toBe('Notifications')
    expect(notificationsLabel(3)).toBe('Notifications, 3 unread')
    expect(notificationsLabel(250)).toBe('Notifications, 99+ unread')
  })
})
