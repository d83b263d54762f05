// The live-updates feature's public entry for other features (decision 002).
export { projectFollowKey } from './follow-sets'
