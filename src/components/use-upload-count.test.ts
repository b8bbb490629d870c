import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useUploadCount } from './use-upload-count.ts'

describe('useUploadCount', () => {
  it('is uploading until every started upload has finished', () => {
    const { result } = renderHook(() => useUploadCount())
    expect(result.current.uploading).toBe(false)
    act(() => result.current.onUploadingChange(true))
    act(() => result.current.onUploadingChange(true))
    act(() => result.current.onUploadingChange(false))
    expect(result.current.uploading).toBe(true)
    act(() => result.current.onUploadingChange(false))
    expect(result.current.uploading).toBe(false)
  })
})
