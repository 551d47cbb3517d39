// A stand-in for the part of SwiftUI's API that `--print-swiftui` uses, so that
// `SwiftUIParseTests` can type-check the exported file's own logic on Linux (its types, labels,
// CGFloat/Double arithmetic and main-actor isolation, in Swift 5 and Swift 6 modes). Its
// declarations follow Apple's iOS 18 SDK as documented (View and UIViewRepresentable are
// @MainActor); it checks what the file does with the API, not the API itself.
// A minimal stand-in for SwiftUI's API surface, only to type-check the exported file's own logic on Linux.
@_exported import Foundation
@MainActor public protocol View { associatedtype Body: View; var body: Body { get } }
extension Never: View { public var body: Never { fatalError() } }
public struct AnyV: View { nonisolated public init() {}; public var body: Never { fatalError() } }
@resultBuilder public enum ViewBuilder {
    public static func buildBlock() -> AnyV { AnyV() }
    public static func buildBlock<each C: View>(_ c: repeat each C) -> AnyV { AnyV() }
    public static func buildExpression<C: View>(_ c: C) -> C { c }
    public static func buildIf<C: View>(_ c: C?) -> AnyV { AnyV() }
    public static func buildEither<C: View>(first c: C) -> AnyV { AnyV() }
    public static func buildEither<C: View>(second c: C) -> AnyV { AnyV() }
}
public protocol Scene {}
public protocol App { associatedtype B: Scene; var body: B { get } }
public enum Alignment { case top, center, leading }
public struct ZStack: View { public init(alignment: Alignment = .center, @ViewBuilder content: () -> some View) {}; public var body: Never { fatalError() } }
public enum HorizontalAlignment { case leading, center }
public struct VStack: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> some View) {}
    public var body: Never { fatalError() }
}
public struct Spacer: View { public init() {}; public var body: Never { fatalError() } }
public struct Text: View { public init(_ s: LocalizedStringKey) {}; public var body: Never { fatalError() } }
public struct LocalizedStringKey: ExpressibleByStringInterpolation {
    public init(stringLiteral: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
}
public struct Button<L: View>: View {
    public init(_ title: LocalizedStringKey, action: @escaping () -> Void) where L == Text {}
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> L) {}
    public var body: Never { fatalError() }
}
public struct ScrollView<C: View>: View { public init(@ViewBuilder content: () -> C) {}; public var body: Never { fatalError() } }
public struct LazyVStack<C: View>: View { public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> C) {}; public var body: Never { fatalError() } }
public struct ForEach<C: View>: View {
    public init<D: RandomAccessCollection, I: Hashable>(_ d: D, id: KeyPath<D.Element, I>, @ViewBuilder content: @escaping (D.Element) -> C) {}
    public var body: Never { fatalError() }
}
public struct List<C: View>: View {
    public init<D: RandomAccessCollection, I: Hashable>(_ d: D, id: KeyPath<D.Element, I>, @ViewBuilder rowContent: @escaping (D.Element) -> C) {}
    public var body: Never { fatalError() }
}
public struct Divider: View { public init() {}; public var body: Never { fatalError() } }
public struct ProgressView: View { public init() {}; public var body: Never { fatalError() } }
public protocol ShapeStyle {}
public struct Color: View, ShapeStyle {
    nonisolated public init() {}
    nonisolated public static var orange: Color { Color() }
    nonisolated public static var green: Color { Color() }
    nonisolated public static var black: Color { Color() }
    nonisolated public static var clear: Color { Color() }
    public func opacity(_ o: Double) -> Color { self }
    public var body: Never { fatalError() }
}
extension ShapeStyle where Self == Color {
    nonisolated public static var gray: Color { Color() }
    nonisolated public static var clear: Color { Color() }
}
public protocol Shape: View {}
public struct Rectangle: Shape { public init() {}; public var body: Never { fatalError() } }
public struct RoundedRectangle: Shape { public init(cornerRadius: CGFloat) {}; public var body: Never { fatalError() } }
public struct GeometryProxy { public var size: CGSize }
public struct GeometryReader<C: View>: View { public init(@ViewBuilder content: @escaping (GeometryProxy) -> C) {}; public var body: Never { fatalError() } }
public struct Animation: Sendable {
    public static func timingCurve(_ a: Double, _ b: Double, _ c: Double, _ d: Double, duration: Double) -> Animation { Animation() }
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation { Animation() }
}
public struct Transaction { public init() {}; public var disablesAnimations = false }
public func withAnimation<R>(_ a: Animation? = nil, _ body: () throws -> R) rethrows -> R { try body() }
public func withTransaction<R>(_ t: Transaction, _ body: () throws -> R) rethrows -> R { try body() }
public struct DragGesture {
    public struct Value { public var translation: CGSize; public var velocity: CGSize }
    public init(minimumDistance: CGFloat = 10) {}
    public func onChanged(_ f: @escaping (Value) -> Void) -> DragGesture { self }
    public func onEnded(_ f: @escaping (Value) -> Void) -> DragGesture { self }
}
public enum ColorScheme { case dark, light }
public enum SafeAreaRegions { case all }
extension View {
    public func sheet(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> some View) -> AnyV { AnyV() }
    public func fullScreenCover(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> some View) -> AnyV { AnyV() }
    public func ignoresSafeArea(_ r: SafeAreaRegions = .all) -> AnyV { AnyV() }
    public func opacity(_ o: Double) -> AnyV { AnyV() }
    public func onChange<V: Equatable>(of v: V, initial: Bool = false, _ f: @escaping (V, V) -> Void) -> AnyV { AnyV() }
    public func alert(_ t: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> some View,
                      @ViewBuilder message: () -> some View) -> AnyV { AnyV() }
    public func foregroundStyle(_ s: some ShapeStyle) -> AnyV { AnyV() }
    public func frame(width: CGFloat, height: CGFloat) -> AnyV { AnyV() }
    public func frame(maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, alignment: Alignment = .center) -> AnyV { AnyV() }
    public func padding(_ e: Edge, _ l: CGFloat) -> AnyV { AnyV() }
    public func clipShape(_ s: some Shape) -> AnyV { AnyV() }
    public func offset(y: CGFloat) -> AnyV { AnyV() }
    public func animation<V: Equatable>(_ a: Animation?, value: V) -> AnyV { AnyV() }
    public func gesture(_ g: DragGesture) -> AnyV { AnyV() }
    public func onTapGesture(_ f: @escaping () -> Void) -> AnyV { AnyV() }
    public func allowsHitTesting(_ b: Bool) -> AnyV { AnyV() }
    public func preferredColorScheme(_ c: ColorScheme) -> AnyV { AnyV() }
    public func background(_ v: some View) -> AnyV { AnyV() }
    public func presentationDetents(_ d: Set<PresentationDetent>) -> AnyV { AnyV() }
    public func presentationDragIndicator(_ v: Visibility) -> AnyV { AnyV() }
    public func presentationBackgroundInteraction(_ i: PresentationBackgroundInteraction) -> AnyV { AnyV() }
    public func presentationContentInteraction(_ i: PresentationContentInteraction) -> AnyV { AnyV() }
    public func interactiveDismissDisabled(_ b: Bool = true) -> AnyV { AnyV() }
    public func presentationBackground<S: ShapeStyle>(_ s: S) -> AnyV { AnyV() }
    public func font(_ f: Font) -> AnyV { AnyV() }
    public func textFieldStyle(_ s: RoundedBorderTextFieldStyle) -> AnyV { AnyV() }
    public func focused(_ b: FocusState<Bool>.Binding) -> AnyV { AnyV() }
    public func submitLabel(_ l: SubmitLabel) -> AnyV { AnyV() }
    public func onSubmit(_ f: @escaping () -> Void) -> AnyV { AnyV() }
    public func buttonStyle(_ s: BorderedProminentButtonStyle) -> AnyV { AnyV() }
    public func padding(_ l: CGFloat) -> AnyV { AnyV() }
}
public struct Font: Sendable {
    public enum Weight: Sendable { case semibold }
    public static let title3 = Font()
    public func weight(_ w: Weight) -> Font { self }
}
public struct TextField: View { public init(_ t: LocalizedStringKey, text: Binding<String>) {}; public var body: Never { fatalError() } }
public struct RoundedBorderTextFieldStyle { }
extension RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() } }
public struct BorderedProminentButtonStyle { public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() } }
public enum SubmitLabel { case done }
@propertyWrapper public struct FocusState<V: Hashable> {
    public struct Binding { }
    public init() where V == Bool {}
    public var wrappedValue: V { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding { Binding() }
}

public struct PresentationDetent: Hashable, Sendable {
    public static let medium = PresentationDetent(), large = PresentationDetent()
    public static func fraction(_ f: CGFloat) -> PresentationDetent { PresentationDetent() }
    public static func height(_ h: CGFloat) -> PresentationDetent { PresentationDetent() }
}
public enum Visibility { case automatic, visible, hidden }
public struct PresentationBackgroundInteraction {
    public static let automatic = PresentationBackgroundInteraction(), enabled = PresentationBackgroundInteraction()
    public static let disabled = PresentationBackgroundInteraction()
    public static func enabled(upThrough d: PresentationDetent) -> PresentationBackgroundInteraction { PresentationBackgroundInteraction() }
}
public struct PresentationContentInteraction { public static let automatic = PresentationContentInteraction(), resizes = PresentationContentInteraction(), scrolls = PresentationContentInteraction() }
public enum Edge { case top, horizontal }
@propertyWrapper public struct State<V> {
    public init(wrappedValue: V) { self.wrappedValue = wrappedValue }
    public var wrappedValue: V { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<V> { fatalError() }
}
@propertyWrapper @dynamicMemberLookup public struct Binding<V> {
    public init(get: @escaping () -> V, set: @escaping (V) -> Void) {}
    public var wrappedValue: V { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<V> { self }
    public subscript<T>(dynamicMember k: WritableKeyPath<V, T>) -> Binding<T> { fatalError() }
}
public protocol ObservableObject: AnyObject {}
@propertyWrapper public struct Published<V> { public init(wrappedValue: V) { self.wrappedValue = wrappedValue }; public var wrappedValue: V }
@dynamicMemberLookup public struct ObjWrapper<O: ObservableObject> {
    public subscript<T>(dynamicMember k: ReferenceWritableKeyPath<O, T>) -> Binding<T> { fatalError() }
}
@propertyWrapper public struct StateObject<O: ObservableObject> {
    public init(wrappedValue: @autoclosure @escaping () -> O) {}
    public var wrappedValue: O { fatalError() }
    public var projectedValue: ObjWrapper<O> { fatalError() }
}
@propertyWrapper public struct ObservedObject<O: ObservableObject> {
    public init(wrappedValue: O) {}
    public var wrappedValue: O { fatalError() }
    public var projectedValue: ObjWrapper<O> { fatalError() }
}
open class UIView { public init() {}; open var superview: UIView?; open var backgroundColor: UIColor? }
public struct UIColor { public static let clear = UIColor() }
public struct RepresentableContext {}
@MainActor public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    typealias Context = RepresentableContext
    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ v: UIViewType, context: Context)
}
extension UIViewRepresentable { public var body: Never { fatalError() } }
