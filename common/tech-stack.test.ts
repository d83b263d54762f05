import { describe, expect, it } from 'vitest'
import { addTechStackItems, dedupeTechStack, splitTechStack, TECH_STACK_MAX } from './tech-stack'

describe('splitTechStack', () => {
  it('splits on commas and semicolons, trims and drops empties', () => {
    expect(splitTechStack('React, Node; Postgres')).toEqual(['React', 'Node', 'Postgres'])
    expect(splitTechStack(' ,; Go ;;, ')).toEqual(['Go'])
    expect(splitTechStack('   ')).toEqual([])
  })

  it('keeps spaces inside an item', () => {
    expect(splitTechStack('Next.js,  Tailwind CSS ')).toEqual(['Next.js', 'Tailwind CSS'])
  })
})

describe('dedupeTechStack', () => {
  it('keeps the first spelling of items that differ only in case', () => {
    expect(dedupeTechStack(['React', ' react ', 'REACT', 'Vue', ''])).toEqual(['React', 'Vue'])
  })
})

describe('addTechStackItems', () => {
  it('appends typed items to the list, ignoring duplicates in any case', () => {
    expect(addTechStackItems(['React'], 'node; REACT, Postgres, postgres')).toEqual([
      'React',
      'node',
      'Postgres',
    ])
  })

  it('leaves the list as it was for blank text', () => {
    const list = ['React']
    expect(addTechStackItems(list, ' , ')).toEqual(['React'])
    expect(list).toEqual(['React'])
  })

  it('stops at the maximum count', () => {
    const full = Array.from({ length: TECH_STACK_MAX - 1 }, (_, i) => `T${i}`)
    const result = addTechStackItems(full, 'A, B, C')
    expect(result).toHaveLength(TECH_STACK_MAX)
    expect(result.at(-1)).toBe('A')
  })
})
