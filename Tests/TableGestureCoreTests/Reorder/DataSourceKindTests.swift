import Testing

@_spi(Headless) @testable import TableGestureCore

@Suite("Reorder: which data sources move rows themselves")
struct DataSourceKindTests {
  @Test func aDiffableDataSourceOrASubclassOfOneMovesRowsItself() {
    #expect(
      DataSourceKind.movesRowsItself(typeNames: ["UITableViewDiffableDataSource<Int, String>"]))
    #expect(
      DataSourceKind.movesRowsItself(typeNames: [
        "EditableDataSource", "UITableViewDiffableDataSource<Section, Item.ID>", "NSObject",
      ]))
    #expect(
      DataSourceKind.movesRowsItself(typeNames: [
        "ListSource", "UITableViewDiffableDataSourceReference", "NSObject",
      ]))
  }

  @Test func aCollectionViewsDiffableDataSourceMovesItemsItself() {
    #expect(
      DataSourceKind.movesRowsItself(typeNames: [
        "UICollectionViewDiffableDataSource<Int, String>", "NSObject",
      ]))
    #expect(
      DataSourceKind.movesRowsItself(typeNames: [
        "ReorderingSource", "UICollectionViewDiffableDataSource<Section, Item>", "NSObject",
      ]))
    #expect(
      DataSourceKind.movesRowsItself(typeNames: ["UICollectionViewDiffableDataSourceReference"]))
    #expect(
      !DataSourceKind.movesRowsItself(typeNames: ["MyUICollectionViewDiffableDataSourceLike"]))
    #expect(!DataSourceKind.movesRowsItself(typeNames: ["UICollectionViewDataSource"]))
  }

  @Test func anyOtherDataSourceDoesNot() {
    #expect(!DataSourceKind.movesRowsItself(typeNames: ["ListSource", "NSObject"]))
    #expect(!DataSourceKind.movesRowsItself(typeNames: ["MyUITableViewDiffableDataSourceLike"]))
    #expect(!DataSourceKind.movesRowsItself(typeNames: [String]()))
  }

  @Test func automaticBecomesTheModeTheDataSourceNeeds() {
    #expect(ReorderRowMoves.automatic.resolved(dataSourceMovesRows: true) == .dataSource)
    #expect(ReorderRowMoves.automatic.resolved(dataSourceMovesRows: false) == .library)
    #expect(ReorderRowMoves.library.resolved(dataSourceMovesRows: true) == .library)
    #expect(ReorderRowMoves.dataSource.resolved(dataSourceMovesRows: false) == .dataSource)
    #expect(ReorderOptions().rowMoves == .automatic)
  }
}
