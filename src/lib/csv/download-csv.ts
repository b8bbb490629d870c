/** Hands a CSV text to the browser as a download named `fileName`. */
export function downloadCsv(csv: string, fileName: string) {
  // The byte order mark makes spreadsheet programs read the file as UTF-8 ("Ragù", "10:00 AM – 2:00 PM").
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' })
  const link = document.createElement('a')
  link.href = URL.createObjectURL(blob)
  link.download = fileName
  link.click()
  URL.revokeObjectURL(link.href)
}
