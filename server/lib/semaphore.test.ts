import { describe, expect, it } from 'vitest'
import { Semaphore } from './semaphore'

describe('Semaphore', () => {
  it('lets `slots` holders in at once and the rest in arrival order', async () => {
    const semaphore = new Semaphore(2)
    const order: string[] = []
    const first = await semaphore.acquire()
    const second = await semaphore.acquire()
    const third = semaphore.acquire().then((release) => {
      order.push('third')
      return release
    })
    const fourth = semaphore.acquire().then((release) => {
      order.push('fourth')
      return release
    })
    await Promise.resolve()
    expect(order).toEqual([])
    first()
    first() // a second call gives nothing back twice
    ;(await third)()
    second()
    ;(await fourth)()
    expect(order).toEqual(['third', 'fourth'])
    // All slots are free again: two acquire at once without waiting.
    const [a, b] = await Promise.all([semaphore.acquire(), semaphore.acquire()])
    a()
    b()
  })
})
