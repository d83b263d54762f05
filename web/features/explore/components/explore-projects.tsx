import { type ExploreProjectSort, exploreProjectSorts } from '@common/explore'
import { exploreTexts } from '@common/explore-texts'
import { PROJECT_CATEGORIES } from '@common/project-texts'
import { useQuery } from '@tanstack/react-query'
import { ProjectList } from '@web/features/projects/components/project-list'
import { useSearchParams } from 'react-router'
import { categoriesQueryOptions, exploreKeys, fetchExploreProjectsPage } from '../api'
import { SelectField } from './select-field'

const isSort = (value: string | null): value is ExploreProjectSort =>
  exploreProjectSorts.includes(value as ExploreProjectSort)

/**
 * Every project, filtered by category (the presets and the custom ones in use) and sorted; both
 * live in the URL so a filtered list can be shared and survives back/forward.
 */
export function ExploreProjects() {
  const [params, setParams] = useSearchParams()
  const sortParam = params.get('sort')
  const sort: ExploreProjectSort = isSort(sortParam) ? sortParam : 'newest'
  const category = params.get('category') ?? ''
  const categories = useQuery(categoriesQueryOptions)

  const inUse = (categories.data?.items ?? []).map((item) => item.category)
  const known = new Set(PROJECT_CATEGORIES.map((preset) => preset.toLowerCase()))
  const custom = inUse.filter((name) => !known.has(name.toLowerCase()))
  const options = [
    { value: '', label: exploreTexts.allCategories },
    ...[...PROJECT_CATEGORIES, ...custom].map((name) => ({ value: name, label: name })),
  ]
  if (category && !options.some((option) => option.value === category)) {
    options.push({ value: category, label: category })
  }

  const update = (key: string, value: string, fallback: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        if (value === fallback) next.delete(key)
        else next.set(key, value)
        return next
      },
      { replace: true },
    )

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <SelectField
          id="explore-category"
          label={exploreTexts.categoryLabel}
          value={category}
          options={options}
          onChange={(value) => update('category', value, '')}
        />
        <SelectField
          id="explore-sort"
          label={exploreTexts.sortLabel}
          value={sort}
          options={exploreProjectSorts.map((value) => ({
            value,
            label: exploreTexts.sorts[value],
          }))}
          onChange={(value) => update('sort', value, 'newest')}
        />
      </div>
      <ProjectList
        key={`${sort}:${category}`}
        queryKey={exploreKeys.projects(sort, category)}
        fetchPage={(cursor) => fetchExploreProjectsPage(sort, category, cursor)}
        emptyText={exploreTexts.noProjects}
      />
    </div>
  )
}
