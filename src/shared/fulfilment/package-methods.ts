import { fulfilmentMethodLabels, type FulfilmentMethod } from '../schemas/fulfilment-schedule.ts'

// Which fulfilment methods a cart can have: those the business offers that every package in it allows (a package
// naming no methods allows them all). The order review lists what is left and says why the others are missing;
// placing an order refuses a method a package does not allow with the same words.

export interface PackageMethods {
  title: string
  /** The methods the package can be fulfilled by; empty = every method the business offers. */
  methods: readonly FulfilmentMethod[]
}

export interface MethodLeftOut {
  method: FulfilmentMethod
  reason: string
}

/** Why a package rules out a method, or undefined when it allows it. */
export function methodRefusal(
  method: FulfilmentMethod,
  packages: readonly PackageMethods[],
): string | undefined {
  const refusing = packages.filter(
    (chefPackage) => chefPackage.methods.length > 0 && !chefPackage.methods.includes(method),
  )
  if (refusing.length === 0) return undefined
  const titles = [...new Set(refusing.map((chefPackage) => chefPackage.title))].join(', ')
  return `${fulfilmentMethodLabels[method]} is not available for ${titles}.`
}

/** The offered methods every package allows, and each offered method left out with the reason. */
export function methodsForCart(
  offered: readonly FulfilmentMethod[],
  packages: readonly PackageMethods[],
): { methods: FulfilmentMethod[]; leftOut: MethodLeftOut[] } {
  const methods: FulfilmentMethod[] = []
  const leftOut: MethodLeftOut[] = []
  for (const method of offered) {
    const reason = methodRefusal(method, packages)
    if (reason) leftOut.push({ method, reason })
    else methods.push(method)
  }
  return { methods, leftOut }
}
