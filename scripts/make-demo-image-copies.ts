// Makes the copies of the pictures the demo data shows in this machine's cache (.local/demo-images), without
// touching the emulators: the local stack runs it while they start, so the seed finds the copies made.
import { makeDemoImageCopies } from './seed-images.ts'
import { seededDemoImages } from './seed.ts'

await makeDemoImageCopies(seededDemoImages())
