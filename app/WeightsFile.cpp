#include "WeightsFile.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <algorithm>
#include <cmath>

namespace trellis::cli {

namespace {

constexpr double kLimit = 100000;

Result<std::vector<int>> failure(ErrorCode code, std::vector<std::string> args) {
    return Result<std::vector<int>>::failure(Error{code, std::move(args)});
}

} // namespace

Result<std::vector<int>> readWeightsFile(const std::string& path,
                                         const VariantDescriptor& variant) {
    QFile file(QString::fromStdString(path));
    if (!file.open(QIODevice::ReadOnly))
        return failure(ErrorCode::FileOpen, {path, file.errorString().toStdString()});
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parse);
    if (parse.error != QJsonParseError::NoError)
        return failure(ErrorCode::WeightsNotJson,
                       {path, parse.errorString().toStdString() + " at offset " +
                                  std::to_string(parse.offset)});
    const QJsonObject root = doc.object();
    if (!doc.isObject() || !root.value("weights").isObject())
        return failure(ErrorCode::WeightsNotJson, {path, "no \"weights\" object"});
    const std::string id = root.value("variant").toString().toStdString();
    if (id != variant.id) return failure(ErrorCode::WeightsVariant, {path, id, variant.id});
    const std::vector<std::string> names = variant.weightNames();
    std::vector<int> weights = variant.builtInWeights();
    const QJsonObject values = root.value("weights").toObject();
    for (auto it = values.begin(); it != values.end(); ++it) {
        const std::string name = it.key().toStdString();
        const auto at = std::find(names.begin(), names.end(), name);
        if (at == names.end()) return failure(ErrorCode::WeightsUnknown, {path, name});
        const double value = it.value().toDouble(kLimit + 1);
        if (!it.value().isDouble() || value != std::floor(value) || std::abs(value) > kLimit)
            return failure(ErrorCode::WeightsValue, {path, name});
        weights[std::size_t(at - names.begin())] = int(value);
    }
    return weights;
}

Result<bool> writeWeightsFile(const std::string& path, const VariantDescriptor& variant,
                              const std::vector<int>& weights) {
    const std::vector<std::string> names = variant.weightNames();
    QJsonObject values;
    for (std::size_t i = 0; i < names.size() && i < weights.size(); ++i)
        values.insert(QString::fromStdString(names[i]), weights[i]);
    const QJsonObject root{{"variant", QString::fromStdString(variant.id)}, {"weights", values}};
    QSaveFile file(QString::fromStdString(path));
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(root).toJson()) < 0 ||
        !file.commit())
        return Result<bool>::failure(
            Error{ErrorCode::FileWrite, {path, file.errorString().toStdString()}});
    return true;
}

} // namespace trellis::cli
